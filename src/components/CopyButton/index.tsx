import React, {useState} from 'react';

/**
 * A button that puts `text` on the clipboard and then reads "Copied": the command lines that the
 * /http-api console and the Run panel of doc scripts offer to copy. `className` gives its size
 * and look (Infima's button classes).
 */
export default function CopyButton({text, className}: {text: string; className: string}): React.JSX.Element {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
