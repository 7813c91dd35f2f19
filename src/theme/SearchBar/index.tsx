import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import {DocSearchButton} from 'typesense-docsearch-react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';
// The button's styles, on every page; the modal's load with it (plugins/first-load/client/searchModalStyles.ts).
import 'typesense-docsearch-css/dist/_variables.css';
import 'typesense-docsearch-css/dist/button.css';

type Full = ComponentType<{onMount: () => void}>;

let loading: Promise<Full> | undefined;
/** The theme's search bar and modal with our backend (Full.tsx), and the modal's stylesheet, loaded once. */
const loadFull = () => (loading ??= import('./Full').then((module) => module.modalStylesheet.then(() => module.default)));

/** What the reader asked of the button before the full search bar took its place. */
interface Pending {
  focused: boolean;
  open: boolean;
  key?: string;
}

// The theme's own label for the button (docusaurus-theme-search-typesense's SearchTranslations).
const label = () =>
  translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

const isEditing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** The theme's shortcuts (typesense-docsearch-react's useDocSearchKeyboardEvents): Ctrl/Cmd+K, and "/" outside a field. */
const isShortcut = (event: KeyboardEvent) =>
  (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !isEditing(event.target));

/**
 * The navbar's search: on a first load only the theme's button (the same DocSearchButton, so
 * the same markup), not the modal's glue, our backend or the theme's search bar around it.
 * Those load as the reader reaches for the button (pointer, touch or focus) or presses a
 * search shortcut, and then take the button's place, never while a pointer or key is down on
 * it (the press would end on another element and make no click). What the reader did in the
 * meantime is carried over to them: focus, a click or shortcut (search opens), a letter typed
 * on the focused button (search opens with it, as the theme does).
 */
export default function SearchBar(): React.JSX.Element {
  const [loaded, setLoaded] = useState<{component: Full}>();
  // A press on the button is under way: the swap waits for its click.
  const [held, setHeld] = useState(false);
  const pending = useRef<Pending>({focused: false, open: false});
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const load = useCallback(() => {
    void loadFull().then((component) => setLoaded((current) => current ?? {component}));
  }, []);
  const swapped = Boolean(loaded && !held);

  const hold = useCallback(() => {
    setHeld(true);
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('keyup', release, true);
      // After the click that this release makes, which the browser dispatches in the same task.
      window.setTimeout(() => setHeld(false));
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    window.addEventListener('keyup', release, true);
  }, []);

  useEffect(() => {
    if (swapped) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isShortcut(event)) {
        event.preventDefault();
        pending.current.open = true;
        load();
      } else if (document.activeElement === button.current && /^[a-zA-Z0-9]$/.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        pending.current.key = event.key;
        load();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [swapped, load]);

  // Whether the button has focus, read as it is about to be swapped (taking it out of the page blurs it).
  if (swapped && button.current) pending.current.focused = document.activeElement === button.current;

  // Runs once the theme's button and shortcuts are in place, with what the reader asked for.
  const onMount = useCallback(() => {
    const themeButton = root.current?.querySelector<HTMLButtonElement>('.DocSearch-Button');
    const {focused, open, key} = pending.current;
    if (!themeButton) return;
    if (focused || key) themeButton.focus();
    if (key) {
      // The theme opens search with a letter typed on its focused button; it reads keyCode.
      const event = new KeyboardEvent('keydown', {key, bubbles: true});
      Object.defineProperty(event, 'keyCode', {value: key.toUpperCase().charCodeAt(0)});
      window.dispatchEvent(event);
    } else if (open) {
      themeButton.click();
    }
  }, []);

  return (
    <div ref={root} className={styles.searchBar}>
      {swapped && loaded ? (
        <loaded.component onMount={onMount} />
      ) : (
        <DocSearchButton
          ref={button}
          translations={{buttonText: label(), buttonAriaLabel: label()}}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={load}
          onPointerDown={hold}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') hold();
          }}
          onClick={() => {
            pending.current.open = true;
            load();
          }}
        />
      )}
    </div>
  );
}
