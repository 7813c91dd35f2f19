import {createContext, useContext} from 'react';

/** The build-time tokens of the code block being rendered (plugins/build-time-highlight/tokens.ts), if any. */
export const PrebuiltTokens = createContext<string | undefined>(undefined);

export const usePrebuiltTokens = (): string | undefined => useContext(PrebuiltTokens);
