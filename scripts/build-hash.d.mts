export const HASH_FILE: string;
export function buildInputsHash(root: string): string;
export function recordedBuildHash(root: string): string | null;
