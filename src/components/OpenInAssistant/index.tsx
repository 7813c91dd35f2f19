import React, {useEffect, useId, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {assistantLink, assistants} from '@site/config/assistants';
import styles from './styles.module.css';

/**
 * "Open in AI assistant": a disclosure listing one link per assistant (config/assistants.ts),
 * each opening a new conversation that asks the assistant to read this page's Markdown at the
 * site's canonical URL. Links only: nothing is sent anywhere until the reader follows one.
 * Escape or a click elsewhere closes the list, and Escape returns focus to the button.
 */
export default function OpenInAssistant({markdownPath, title}: {markdownPath: string; title: string}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const markdownUrl = new URL(markdownPath, siteConfig.url).href;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.root}
      onBlur={(event) => {
        // Tabbing past the last link closes the list.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <button
        ref={button}
        type="button"
        className="button button--sm button--outline button--primary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}>
        Open in AI assistant
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {assistants.map((assistant) => (
          <li key={assistant.name}>
            <a className={styles.link} href={assistantLink(assistant, markdownUrl, title)} target="_blank" rel="noopener">
              Open in {assistant.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
