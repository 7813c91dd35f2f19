import {createContext, useContext} from 'react';

/**
 * What a code block gets of its build-time highlighting (plugins/build-time-highlight): its tokens
 * (tokens.ts) as a string; on a doc page, on the server, its index among the page's blocks with
 * them; in the browser, on a doc page, the markup of its lines as the server wrote it
 * (plugins/first-load/islands).
 */
export type Prebuilt = string | {i: number; t: string} | {html: string; code: string};

export const PrebuiltTokens = createContext<Prebuilt | undefined>(undefined);

export const usePrebuiltTokens = (): Prebuilt | undefined => useContext(PrebuiltTokens);
