// The one tslib helper @docusaurus/utils-common calls (see index.ts): it is in every page's main.js. Taken
// from tslib.es6.js, not tslib.es6.mjs as helpers.mjs does: the bundler keeps a module's exports
// that any user uses, so a module shared with helpers.mjs would bring all of its helpers into main.js.
export {__importDefault} from 'tslib/tslib.es6.js';
