import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

/**
 * The navbar item types this site's navbar uses (config/navbar.ts): links and the search
 * button. The theme's map also imports the locale and version dropdowns, plain dropdowns,
 * HTML items and the doc, doc-sidebar and docs-version links, with the docs plugin's version
 * hooks they need, into every page's main.js. A replacement rather than a wrapper: wrapping
 * would import the theme's map and every type in it. A type the config uses and this map
 * lacks fails tests/project/navbar-types.test.ts.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
