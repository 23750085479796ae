// The one declaration of every setting (declaration.ts), the kinds of value (kinds.ts), one reader
// for both surfaces (read.ts) and what is generated from them (render.ts).
export * from './declaration.js';
export { NONE, splitList } from './kinds.js';
export { aliasOf, closest, defaultOf, readSetting, spelled, type Problem, type Surface } from './read.js';
export { runSettingsOf } from './run-settings.js';
