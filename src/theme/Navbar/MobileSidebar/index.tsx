import React from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {deferred} from '@site/plugins/first-load/deferred/client';

declare const __FIRST_LOAD_ISLANDS__: boolean;

/**
 * The phone's navbar menu (header, sections, the docs sidebar in it), which the server never
 * renders: its code comes at the reader's first interaction (plugins/first-load/deferred), and
 * only on a screen that has the menu; the menu button is the theme's, in every first load.
 */
const Menu = deferred<object>(
  '.navbar-sidebar',
  () => import('@theme-original/Navbar/MobileSidebar'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- left out of the production browser build (the constant is true there)
  __FIRST_LOAD_ISLANDS__ ? null : require('@theme-original/Navbar/MobileSidebar').default,
);

export default function NavbarMobileSidebar(): React.JSX.Element | null {
  return useNavbarMobileSidebar().shouldRender ? <Menu /> : null;
}
