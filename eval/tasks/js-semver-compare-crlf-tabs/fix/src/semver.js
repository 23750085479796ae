// Version ordering for the release tooling. Files here are tab-indented with CRLF endings
// (the tooling is maintained on Windows); keep both.

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

export function parseVersion(text) {
	const match = VERSION.exec(text.trim());
	if (!match) throw new TypeError(`not a version: ${text}`);
	return {
		major: Number(match[1]),
		minor: Number(match[2]),
		patch: Number(match[3]),
		prerelease: match[4] === undefined ? [] : match[4].split('.'),
	};
}

function compareIdentifiers(a, b) {
	const numericA = /^\d+$/.test(a);
	const numericB = /^\d+$/.test(b);
	if (numericA && numericB) return Math.sign(Number(a) - Number(b));
	if (numericA !== numericB) return numericA ? -1 : 1;
	return a < b ? -1 : a > b ? 1 : 0;
}

function comparePrerelease(a, b) {
	if (a.length === 0 || b.length === 0) return a.length === b.length ? 0 : a.length === 0 ? 1 : -1;
	for (let i = 0; i < Math.min(a.length, b.length); i++) {
		const order = compareIdentifiers(a[i], b[i]);
		if (order !== 0) return order;
	}
	return Math.sign(a.length - b.length);
}

export function compareVersions(a, b) {
	const left = parseVersion(a);
	const right = parseVersion(b);
	for (const key of ['major', 'minor', 'patch']) {
		if (left[key] !== right[key]) return left[key] < right[key] ? -1 : 1;
	}
	return comparePrerelease(left.prerelease, right.prerelease);
}

export function latest(versions) {
	return [...versions].sort(compareVersions).at(-1);
}
