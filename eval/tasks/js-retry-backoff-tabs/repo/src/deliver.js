import { retry } from './retry.js';

export async function deliver(send, payload, options = {}) {
	return retry(async () => {
		const response = await send(payload);
		if (response.status >= 500) {
			const err = new Error(`server error ${response.status}`);
			err.retryable = true;
			throw err;
		}
		if (response.status >= 400) {
			const err = new Error(`rejected with ${response.status}`);
			err.retryable = false;
			throw err;
		}
		return response;
	}, options);
}
