export { createClient, ClientError } from './client.js';
// Deprecated exports; to be removed in 3.0.
export { LegacyClient, legacyRequest } from './legacy-client.js';
