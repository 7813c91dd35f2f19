/**
 * What a site that searches Typesense loads on first use of search, as one chunk: the
 * Typesense backend, the fallback to the embedded index around it, and the modal's
 * results footer that says when the fallback answered. One chunk keeps the first
 * load of every page to a single entry for all three.
 */
export {createTypesenseBackend} from './typesense';
export {withFallback} from './withFallback';
export {default as ResultsFooter} from '../theme/SearchBar/ResultsFooter';
