// Promise-based client for the status API; the transport is injected (fetch in production).

export class ClientError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'ClientError';
    this.status = status;
  }
}

export function createClient({ baseUrl, transport }) {
  async function request(path) {
    const response = await transport(`${baseUrl}${path}`);
    if (response.status !== 200) throw new ClientError(response.status, `GET ${path} failed with ${response.status}`);
    return response.body;
  }
  return {
    status: (service) => request(`/services/${encodeURIComponent(service)}/status`),
    incidents: () => request('/incidents'),
  };
}
