import React from 'react';
import clsx from 'clsx';
import Search from '@theme-original/Navbar/Search';
import type SearchType from '@theme/Navbar/Search';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchType>;

/**
 * The theme's search container, kept in the navbar's flow on narrow screens.
 * Below 997 px the theme pins it to the right edge (position: absolute), which
 * assumes it is the only item left on the right; our GitHub and community icons
 * stay there too, so they lay under the search button and took its taps.
 */
export default function SearchWrapper(props: Props): React.JSX.Element {
  return <Search {...props} className={clsx(props.className, styles.inFlow)} />;
}
