/** The redocusaurus theme component this plugin renders (docusaurus-theme-redoc/dist-jsx/theme/Redoc). */
declare module '@theme/Redoc' {
  import type {ComponentType} from 'react';

  const Redoc: ComponentType<{spec: object; url?: string; isSpecFile?: boolean; themeId?: string; className?: string}>;
  export default Redoc;
}
