import React, {useState} from 'react';
import {markdownPath} from '@site/plugins/llms-txt/paths';
import OpenInAssistant from '@site/src/components/OpenInAssistant';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** The page's Markdown, fetched only now: it is not part of the page's load. */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Puts text on the clipboard. The fetch happens after the click, and some browsers
 * (Safari) only allow a clipboard write during the click itself: a ClipboardItem
 * holding the pending text is written at once where it is supported.
 */
async function copyFrom(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * "Copy page", "View as Markdown" and "Open in AI assistant" for a doc page (plugins/llms-txt
 * writes the Markdown).
 */
export default function PageMarkdown({permalink, title}: {permalink: string; title: string}): React.JSX.Element {
  const url = markdownPath(permalink);
  const [status, setStatus] = useState<Status>('idle');
  const copy = () => {
    copyFrom(url).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={`page-markdown ${styles.actions}`}>
      <button type="button" className="button button--sm button--outline button--primary" onClick={copy}>
        Copy page
      </button>
      <a className={styles.link} href={url}>
        View as Markdown
      </a>
      <OpenInAssistant markdownPath={url} title={title} />
      <span role="status" className={styles.status}>
        {status === 'copied' && 'Copied the page as Markdown'}
        {status === 'failed' && 'Could not copy; use View as Markdown instead'}
      </span>
    </div>
  );
}
