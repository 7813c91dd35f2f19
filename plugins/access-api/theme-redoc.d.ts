/** The redocusaurus theme component this plugin renders (docusaurus-theme-redoc/dist-jsx/theme/Redoc/ServerRedoc). */
declare module '@theme/Redoc/ServerRedoc' {
  import type {ComponentType} from 'react';

  const ServerRedoc: ComponentType<{spec: object; url?: string; isSpecFile?: boolean; themeId?: string; className?: string}>;
  export default ServerRedoc;
}
