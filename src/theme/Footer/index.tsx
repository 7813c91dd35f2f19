import Footer from './Footer.server';

/**
 * The site footer: the same on every page, links and text only. The server renders the theme's
 * footer (Footer.server.tsx); the browser build gets Footer.client.tsx in its place
 * (plugins/first-load), which keeps that markup without the theme's footer code or its config.
 */
export default Footer;
