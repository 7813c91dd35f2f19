import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * A Markdown table. The theme lets a table wider than the page scroll sideways inside itself;
 * such a table is a scrollable region, which keyboard users can only scroll once it can take
 * focus. So a table that overflows (measured after hydration, and again when its size changes)
 * joins the tab order; one that fits stays out of it.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} {...props} tabIndex={overflows ? 0 : undefined} />;
}
