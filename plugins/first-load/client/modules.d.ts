// The part of nprogress (which ships no types) that client/nprogress.ts uses.
declare module 'nprogress' {
  const nprogress: {configure: (options: {showSpinner?: boolean}) => void; start: () => void; done: () => void};
  export default nprogress;
}

// The code blocks' Prism settings that plugins/first-load writes (PRISM_SETTINGS).
declare module '@generated/first-load/prism.json' {
  const settings: {theme: unknown; darkTheme?: unknown; defaultLanguage?: string};
  export default settings;
}

// A file emitted as it is, by its URL (client/searchModalStyles.ts).
declare module '!!file-loader?*' {
  const href: string;
  export default href;
}
