// The adversary's corpus: real files committed under bench/adversarial/corpus/, each with its
// origin and licence in SOURCES.json (licence texts in corpus/LICENSES/). Loaded once; every
// file's bytes are checked against the recorded SHA-256 so a figure always names its inputs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Source {
  path: string;
  language: string;
  origin: string;
  license: string;
  licenseFile: string;
  sha256: string;
  bytes: number;
  lines: number;
}

export interface CorpusFile extends Source {
  text: string;
  /** Leading whitespace of its lines mixes tabs and spaces (a tab-led line and a space-led line, or both in one). */
  mixed: boolean;
}

const DIR = fileURLToPath(new URL('./corpus/', import.meta.url));

let cache: CorpusFile[] | undefined;

export function loadCorpus(): CorpusFile[] {
  if (cache) return cache;
  const sources = JSON.parse(readFileSync(`${DIR}SOURCES.json`, 'utf8')) as Source[];
  cache = sources.map((s) => {
    const bytes = readFileSync(`${DIR}${s.path}`);
    const sha = createHash('sha256').update(bytes).digest('hex');
    if (sha !== s.sha256) throw new Error(`adversary corpus: ${s.path} is not the recorded file (sha256 ${sha})`);
    const text = bytes.toString('utf8');
    const ws = text.split('\n').map((l) => /^[ \t]*/.exec(l)?.[0] ?? '');
    const tab = ws.some((w) => w.includes('\t'));
    const space = ws.some((w) => w.includes(' '));
    return { ...s, text, mixed: tab && space };
  });
  return cache;
}
