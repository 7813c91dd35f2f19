import React, {type ReactNode} from 'react';
import {composeProviders} from '@docusaurus/theme-common';
import {
  ColorModeProvider,
  AnnouncementBarProvider,
  ScrollControllerProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
} from '@docusaurus/theme-common/internal';

/**
 * The theme's layout providers (@docusaurus/theme-classic/lib/theme/Layout/Provider) but the docs'
 * preferred-version provider. That one remembers which docs version a reader chose, and the docs
 * have one version: on every page it only weighed on main.js (its storage and the docs plugin's
 * version helpers). The parts that read it bring their own: the search bar (the search theme's),
 * /search and the not-found suggestions (ours). A replacement rather than a wrapper: the theme's
 * list cannot be shortened from outside.
 */
const Provider = composeProviders([ColorModeProvider, AnnouncementBarProvider, ScrollControllerProvider, PluginHtmlClassNameProvider, NavbarProvider]);

export default function LayoutProvider({children}: {children: ReactNode}): React.JSX.Element {
  return <Provider>{children}</Provider>;
}
