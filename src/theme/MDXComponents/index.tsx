import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** The theme's MDX components, with Markdown tables that keyboard users can scroll when they overflow. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
