// The theme's footer, rendered on the server only: the browser build swaps this module for Footer.client.tsx.
export {default} from '@theme-original/Footer';
