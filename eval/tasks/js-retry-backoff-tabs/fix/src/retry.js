// Retries for outgoing webhook deliveries. This repository indents with tabs (see .editorconfig).

export function backoffDelay(attempt, { baseMs = 100, maxMs = 10_000, factor = 2 } = {}) {
	return Math.min(maxMs, baseMs * factor ** attempt);
}

function defaultSleep(ms) {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function retry(fn, { attempts = 3, sleep = defaultSleep, ...delays } = {}) {
	let lastError;
	for (let attempt = 0; attempt < attempts; attempt++) {
		try {
			return await fn(attempt);
		} catch (err) {
			lastError = err;
			if (err && err.retryable === false) break;
			if (attempt < attempts - 1) {
				await sleep(backoffDelay(attempt, delays));
			}
		}
	}
	throw lastError;
}
