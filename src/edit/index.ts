// Public API of the pure edit engine.
export * from './types.js';
export * from './text.js';
export * from './splice.js';
export * from './view.js';
export * from './regions.js';
export * from './diff-stats.js';
export * from './messages.js';
export * from './answer.js';
export * from './plan.js';
export { planVerifiedSelection, DEFAULT_ALIGN_WINDOW } from './verified-selection.js';
export { parseRefLine, type RefLine } from './refs.js';
export { quoteMatches, isWeak } from './boundary.js';
