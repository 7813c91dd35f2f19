// The tslib helpers our browser bundle's CommonJS dependencies call (see index.ts), re-exported from
// tslib's own ES module build so that the bundler keeps these and drops the rest.
export {__assign, __awaiter, __exportStar, __extends, __generator, __importDefault, __importStar, __rest} from 'tslib/tslib.es6.mjs';
