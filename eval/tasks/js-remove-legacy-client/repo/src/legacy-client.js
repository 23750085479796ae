// DEPRECATED since 2.0: callback-style client kept for old integrations. Use createClient.
import { createClient } from './client.js';

export class LegacyClient {
  constructor(baseUrl, transport) {
    this.client = createClient({ baseUrl, transport });
  }

  getStatus(service, callback) {
    this.client.status(service).then(
      (body) => callback(null, body),
      (err) => callback(err),
    );
  }
}

export function legacyRequest(baseUrl, transport, service, callback) {
  new LegacyClient(baseUrl, transport).getStatus(service, callback);
}
