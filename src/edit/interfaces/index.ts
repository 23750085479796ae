// The comparison edit interfaces of spec §9, each `(call, snapshot, opts) => Plan` like verified selection.
export { planSearchReplace } from './search-replace.js';
export { planLineRange } from './line-range.js';
export { planPatch, patchPaths } from './patch.js';
export { planWriteFile, WHOLE_FILE_NOTE } from './write-file.js';
