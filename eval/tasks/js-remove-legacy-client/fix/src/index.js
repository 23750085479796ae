export { createClient, ClientError } from './client.js';
