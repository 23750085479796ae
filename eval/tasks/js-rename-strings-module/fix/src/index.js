export { renderInvoice } from './render.js';
export { capitalize, truncate, padCenter } from './strings.js';
