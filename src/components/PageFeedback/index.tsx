import React, {useEffect, useId, useState} from 'react';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

const storageKey = (permalink: string) => `docs.feedback:${permalink}`;

/* Storage can be blocked (privacy settings, some embedded views): then the answer lasts for this visit only. */
function readAnswer(permalink: string): Answer | null {
  try {
    const value = window.localStorage.getItem(storageKey(permalink));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

function saveAnswer(permalink: string, answer: Answer): void {
  try {
    window.localStorage.setItem(storageKey(permalink), answer);
  } catch {
    // Blocked storage: see readAnswer.
  }
}

/**
 * "Was this page helpful?" at the end of a doc page. An answer is remembered for that
 * page and sent to analytics (the page and the answer) only when analytics are configured.
 */
export default function PageFeedback({permalink}: {permalink: string}): React.JSX.Element {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const labelId = useId();
  // Read after hydration: the server-rendered page knows no reader's answer.
  useEffect(() => setAnswer(readAnswer(permalink)), [permalink]);

  const choose = (value: Answer) => {
    if (value === answer) return;
    setAnswer(value);
    saveAnswer(permalink, value);
    // The sender loads with the first answer: it is no part of the page's load.
    void import('@site/src/analytics/track').then(({trackPageFeedback}) => trackPageFeedback(permalink, value === 'yes'));
  };

  return (
    <div role="group" aria-labelledby={labelId} className={`page-feedback ${styles.feedback}`}>
      <p id={labelId} className={styles.question}>
        Was this page helpful?
      </p>
      {(['yes', 'no'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={answer === value}
          className={`button button--sm ${answer === value ? 'button--primary' : 'button--outline button--primary'}`}
          onClick={() => choose(value)}>
          {value === 'yes' ? 'Yes' : 'No'}
        </button>
      ))}
      <span role="status" className={styles.thanks}>
        {answer && 'Thank you for your feedback.'}
      </span>
    </div>
  );
}
