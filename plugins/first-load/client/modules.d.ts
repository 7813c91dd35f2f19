// The part of nprogress (which ships no types) that client/nprogress.ts uses.
declare module 'nprogress' {
  const nprogress: {configure: (options: {showSpinner?: boolean}) => void; start: () => void; done: () => void};
  export default nprogress;
}
