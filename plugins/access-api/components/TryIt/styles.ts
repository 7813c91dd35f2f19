/**
 * The Try-it console's CSS, shipped inside the console's own chunk (Panel.tsx) as a string.
 * Not a CSS module on purpose: Docusaurus merges every imported stylesheet into the one CSS file
 * that all pages load (see ../ApiReferencePage/styles.ts), and this is needed only once a reader
 * opens a panel on /http-api. Text colours keep a 4.5:1 contrast in both colour modes.
 */
export const panelCss = `
.try-it__panel {
  margin: 0.75rem 0 1.5rem;
  padding: 1rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: 6px;
  background: var(--ifm-background-surface-color);
  color: var(--ifm-font-color-base);
}

.try-it__row {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 0.75rem;
}

.try-it__row label,
.try-it__curl label {
  font-weight: 600;
  font-size: 0.9rem;
}

.try-it__where {
  font-weight: 400;
  color: var(--ifm-color-emphasis-700);
}

.try-it__row input,
.try-it__row select,
.try-it__row textarea,
.try-it__curlRow input {
  min-height: 44px;
  padding: 0.5rem;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
  color: var(--ifm-font-color-base);
  background: var(--ifm-background-color);
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: 4px;
  width: 100%;
}

.try-it__row input[aria-invalid='true'],
.try-it__row textarea[aria-invalid='true'] {
  border-color: var(--ifm-color-danger-dark);
}

.try-it__error {
  margin: 0;
  color: var(--ifm-color-danger-darkest);
  font-size: 0.875rem;
}

[data-theme='dark'] .try-it__error {
  color: var(--ifm-color-danger-lightest);
}

.try-it__actions {
  margin: 0.5rem 0;
}

.try-it__actions button {
  min-height: 44px;
}

.try-it__answer p {
  margin: 0.5rem 0;
}

.try-it__code {
  max-height: 24rem;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-all;
  font-size: 0.8125rem;
}

.try-it__curl {
  margin-top: 0.75rem;
}

.try-it__curlRow {
  display: flex;
  gap: 0.5rem;
  align-items: center;
}

.try-it__curlRow button {
  min-height: 44px;
  flex: none;
}
`;
