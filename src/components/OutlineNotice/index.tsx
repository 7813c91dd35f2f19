import React from 'react';
import styles from './styles.module.css';

/** Shown above a page whose front matter says `status: outline`. */
export default function OutlineNotice(): React.JSX.Element {
  return (
    <aside className={styles.notice} role="note" aria-label="Page status" data-testid="outline-notice">
      <strong>This page is being written.</strong> What you see is its outline: the topics the finished page will
      cover.
    </aside>
  );
}
