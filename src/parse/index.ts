// The parse check (spec §7): what other layers import.
export { ParseChecker, type ErrorSummary, type ParseCheckerOptions } from './checker.js';
export { languageFor, type LanguageId } from './languages.js';
export { locateWasm } from './wasm-locator.js';
