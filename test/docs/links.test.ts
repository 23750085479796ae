// Links in README.md, the other top-level pages and docs/ must work on github.com: every relative link names a file (or a
// folder holding files) that git tracks, and every #anchor into a Markdown page (the same page or another) names one of
// its headings as GitHub slugs them. A link to ../shared/... or to an untracked file is a 404; a stale anchor lands at the top.
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

/** Markdown without fenced code blocks (a `# comment` in a YAML example is not a heading). */
const withoutFences = (markdown: string): string => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The anchors GitHub gives a page's headings: rendered text, lower-cased, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of withoutFences(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = (m[1] ?? '').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]|<[^>]+>/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(m[1] ?? '');
  return out;
}

/** Links from `file` whose #anchor points into a Markdown page (itself or another in the repository) that has no such heading. */
function brokenAnchors(file: string): string[] {
  return linkTargets(readFileSync(join(ROOT, file), 'utf8')).filter((t) => {
    const hash = t.indexOf('#');
    if (hash < 0 || (!t.startsWith('#') && !isRelative(t))) return false;
    const page = hash === 0 ? file : resolveLink(file, t.slice(0, hash));
    if (page === null || !page.endsWith('.md') || !isTracked(page)) return false; // not a page: the file check reports it
    return !headingAnchors(readFileSync(join(ROOT, page), 'utf8')).has(decodeURIComponent(t.slice(hash + 1)));
  });
}

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

  it('names headings as GitHub anchors them', () => {
    const anchors = headingAnchors(
      "# Title\n## Try `run` offline\n## The agent's [pull request](x.md)\n```\n# not: a heading\n```\n## Title\n",
    );
    expect([...anchors]).toEqual(['title', 'try-run-offline', 'the-agents-pull-request', 'title-1']);
  });

  for (const file of markdownFiles()) {
    it(`every #anchor in ${file} names a heading of the page it points into`, () => {
      expect(brokenAnchors(file), `${file}: anchors with no heading`).toEqual([]);
    });

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
