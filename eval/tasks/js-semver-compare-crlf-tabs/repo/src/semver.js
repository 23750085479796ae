// Version ordering for the release tooling. Files here are tab-indented with CRLF endings
// (the tooling is maintained on Windows); keep both.

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

export function parseVersion(text) {
	const match = VERSION.exec(text.trim());
	if (!match) throw new TypeError(`not a version: ${text}`);
	return { major: match[1], minor: match[2], patch: match[3], prerelease: match[4] ?? '' };
}

export function compareVersions(a, b) {
	const left = parseVersion(a);
	const right = parseVersion(b);
	for (const key of ['major', 'minor', 'patch', 'prerelease']) {
		if (left[key] < right[key]) return -1;
		if (left[key] > right[key]) return 1;
	}
	return 0;
}

export function latest(versions) {
	return [...versions].sort(compareVersions).at(-1);
}
