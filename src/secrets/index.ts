// The secrets module: a leaf (no I/O, no other layer) so every layer may use it.
export { MIN_SECRET_LENGTH, MIN_SKELETON_LENGTH, REDACTED, Secrets, type ScanOptions, type SecretMatch } from './secrets.js';
export { formsOf, base64Core, type Form, type FormKind } from './forms.js';
