// Links in README.md, the other top-level pages and docs/ must work on github.com: every relative link names a file (or a
// folder holding files) that git tracks. A link to ../shared/... or to an untracked file is a 404.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../action/harness.js';

const tracked = new Set(execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean));

/** The top-level Markdown files (README, CHANGELOG, RELEASING) and every one under docs/, tracked or not. */
function markdownFiles(): string[] {
  const out = readdirSync(ROOT).filter((f) => f.endsWith('.md'));
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const rel = posix.join(dir, name);
      if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
      else if (name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out.sort();
}

/** Link targets of inline links, images and reference definitions, outside code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`+[^`\n]*`+/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const out: string[] = [];
  for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push(m[1] ?? '');
  for (const m of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) out.push(m[1] ?? '');
  return out;
}

const isRelative = (target: string): boolean => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//');

/** The repository path a relative link from `file` names, anchors and queries dropped; null when it leaves the repository. */
function resolveLink(file: string, target: string): string | null {
  const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
  const abs = path.startsWith('/') ? join(ROOT, path) : join(ROOT, dirname(file), path);
  const rel = relative(ROOT, abs).split(sep).join('/');
  return rel.startsWith('..') ? null : rel.replace(/\/$/, '');
}

const isTracked = (rel: string): boolean => tracked.has(rel) || [...tracked].some((t) => t.startsWith(`${rel}/`));

describe('documentation links', () => {
  it('finds links in prose and ignores code', () => {
    const found = linkTargets('See [a](docs/a.md#x) and ![b](img.svg "t").\n\n```\n[c](not/a/link.md)\n```\n`[d](nor.md)`\n[e]: ref.md\n');
    expect(found).toEqual(['docs/a.md#x', 'img.svg', 'ref.md']);
  });

  it('README links the edit contract inside the repository', () => {
    const targets = linkTargets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(targets).toContain('docs/verified-selection.md');
    expect(targets.filter((t) => t.includes('shared/spec'))).toEqual([]);
  });

  for (const file of markdownFiles()) {
    it(`every relative link in ${file} names a tracked file`, () => {
      const targets = linkTargets(readFileSync(join(ROOT, file), 'utf8')).filter(isRelative);
      const broken = targets.filter((t) => {
        const rel = resolveLink(file, t);
        return rel === null || (rel !== '' && !isTracked(rel));
      });
      expect(broken, `${file}: links to files git does not track`).toEqual([]);
    });
  }
});
