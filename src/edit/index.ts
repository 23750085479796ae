// The public face of the pure edit engine: code outside src/edit imports it from here only (lint).
// Text in, plan and answer out; the workspace adds the file system around it.

// The data contract and the edit call (schema table, typed call, normalizeCall).
export * from './types.js';
export {
  CALL_SCHEMAS,
  WriteFileCall,
  VerifiedEdit,
  SearchReplaceEdit,
  LineRangeEdit,
  normalizeCall,
  normalizeWriteFile,
  editCount,
  type CallPath,
  type EditCall,
  type VerifiedSelectionCall,
  type SearchReplaceCall,
  type LineRangeCall,
  type PatchCall,
  type VsEdit,
  type Normalized,
} from './call.js';

// Planning: one call against one snapshot (carried through later revisions, spec §11); whole-file writes.
export { planEdit, planCall, refusedPlan } from './plan.js';
export { DEFAULT_ALIGN_WINDOW, DEFAULT_MAX_FILE_BYTES, MAX_ALIGN_WINDOW } from './verified-selection.js';
export type { LineageStep } from './types.js';
export { planWriteFile } from './interfaces/write-file.js';
export { applyResolved } from './splice.js';
export { spansOverlap } from './builder.js';

// Bytes and lines, reads and answers.
export {
  BINARY_PROBE_BYTES,
  splitLines,
  newTextLines,
  dominantEol,
  decodeBytes,
  encodeText,
  revisionOf,
  type Decoded,
  type Eol,
} from './text.js';
export { renderView, numberLines, DEFAULT_MAX_LINES, type ReadView, type ViewOptions } from './view.js';
export { renderAnswer, type AnswerInput, type FileState } from './answer.js';
export { diffStats, type DiffStats } from './diff-stats.js';
export { unifiedDiff } from './unified-diff.js';

// The one catalog of model-facing texts: refusals (with their codes), notes, answer phrases.
export {
  reasons,
  toolReasons,
  checkText,
  workspaceReasons,
  refusal,
  parseRefusal,
  parseText,
  noteText,
  answerText,
  quoted,
  zodIssues,
  EXPECTED_SHAPES,
  type Reason,
} from './messages.js';
