// The benchmark's building blocks: PRNG determinism, Wilson intervals, the in-place zip reader,
// mistake injection and the serialisation rules that must agree with the engine (E4, patch grammar).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { joinNewText, patchText } from '../../bench/interfaces/encode.js';
import { outsideChange, staleLine, viewOf } from '../../bench/interfaces/file-changes.js';
import { applyBlocks } from '../../bench/interfaces/intents.js';
import type { Intent } from '../../bench/interfaces/model.js';
import { minimalHunks } from '../../bench/interfaces/hunks.js';
import { driftLine } from '../../bench/interfaces/mistakes.js';
import { Rng } from '../../bench/interfaces/prng.js';
import { wilson } from '../../src/report/stats.js';
import { readZipEntries } from '../../bench/interfaces/zip-reader.js';
import { parsePatch } from '../../src/edit/interfaces/patch-parse.js';
import { newTextLines } from '../../src/edit/text.js';

const dir = mkdtempSync(join(tmpdir(), 'bench-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Rng', () => {
  it('repeats a sequence for the same seed and label, and differs for another label', () => {
    const seq = (label: string) => {
      const r = new Rng(5, label);
      return Array.from({ length: 8 }, () => r.next());
    };
    expect(seq('a')).toEqual(seq('a'));
    expect(seq('a')).not.toEqual(seq('b'));
  });

  it('keeps int() within bounds and never picks a zero weight', () => {
    const r = new Rng(1, 'bounds');
    for (let i = 0; i < 2000; i++) {
      const n = r.int(-2, 3);
      expect(n).toBeGreaterThanOrEqual(-2);
      expect(n).toBeLessThanOrEqual(3);
      expect(r.weighted([0, 1, 0, 2])).not.toBe(0);
    }
  });
});

describe('wilson', () => {
  it('brackets the observed rate, mirrors k <-> n-k, and narrows with n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.round(f * n);
        const w = wilson(k, n);
        const m = wilson(n - k, n);
        expect(w.lo).toBeLessThanOrEqual(w.p + 1e-12);
        expect(w.hi).toBeGreaterThanOrEqual(w.p - 1e-12);
        expect(w.lo).toBeCloseTo(1 - m.hi, 9);
        expect(wilson(4 * k, 4 * n).hi - wilson(4 * k, 4 * n).lo).toBeLessThan(w.hi - w.lo);
      }),
      { numRuns: 200 },
    );
    expect(wilson(0, 50).lo).toBe(0);
    expect(wilson(0, 50).hi).toBeGreaterThan(0);
  });
});

/** A minimal zip writer (stored and deflated entries), enough to exercise the reader on real bytes. */
function writeZip(path: string, entries: { name: string; data: Buffer; deflate: boolean }[]): void {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const body = e.deflate ? deflateRawSync(e.data) : e.data;
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.deflate ? 8 : 0, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(path, Buffer.concat([...locals, cd, end]));
}

describe('readZipEntries', () => {
  it('reads stored and deflated entries in place and leaves out names that are absent', () => {
    const java = Buffer.from('class A {\n  void f() {}\n}\n'.repeat(50));
    const zip = join(dir, 'src.zip');
    writeZip(zip, [
      { name: 'java.base/A.java', data: java, deflate: true },
      { name: 'README', data: Buffer.from('hi\n'), deflate: false },
    ]);
    const got = readZipEntries(zip, ['java.base/A.java', 'README', 'missing.java']);
    expect(got.get('java.base/A.java')?.equals(java)).toBe(true);
    expect(got.get('README')?.toString()).toBe('hi\n');
    expect(got.has('missing.java')).toBe(false);
  });
});

describe('mistakes and serialisation', () => {
  it('drifts leading whitespace only, never to the same line', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', ' ', '  ', '\t', '    ', '\t\t', '        '),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => /^\S/.test(s)),
        fc.integer(),
        (ws, rest, seed) => {
          const line = ws + rest;
          const d = driftLine(line, new Rng(seed, 'drift'));
          expect(d).not.toBe(line);
          expect(d.trimStart()).toBe(line.trimStart());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('joins new lines so that the engine splits them back the same way (E4)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().map((s) => s.replace(/[\r\n]/g, '')),
          { maxLength: 6 },
        ),
        (lines) => {
          expect(newTextLines(joinNewText(lines))).toEqual(lines);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes patches the engine parses back into the same lines', () => {
    const files = [
      {
        path: 'a.py',
        chunks: [
          [
            { op: ' ' as const, text: 'def f():' },
            { op: '-' as const, text: '    return 1' },
            { op: '+' as const, text: '    return 2' },
            { op: ' ' as const, text: '' },
          ],
        ],
      },
    ];
    const parsed = parsePatch(patchText(files));
    if (!parsed.ok) throw new Error(parsed.problem);
    const hunk = parsed.hunks[0];
    expect(hunk?.kind).toBe('update');
    if (hunk?.kind !== 'update') return;
    expect(hunk.chunks[0]?.lines.map((l) => ({ op: l.op, text: l.text }))).toEqual(files[0]?.chunks[0]);
  });

  it('splits a block at the lines it keeps, and anchors a pure insertion on the line before', () => {
    const file = ['a', 'b', 'c', 'd', 'e'];
    const renamed = minimalHunks(
      {
        path: 'p',
        start: 1,
        end: 5,
        newLines: ['A', 'b', 'c', 'd', 'E'],
        origins: [null, { path: 'p', line: 2 }, { path: 'p', line: 3 }, { path: 'p', line: 4 }, null],
      },
      file,
    );
    expect(renamed).toEqual([
      { path: 'p', start: 1, end: 1, newLines: ['A'] },
      { path: 'p', start: 5, end: 5, newLines: ['E'] },
    ]);
    const insert = minimalHunks(
      { path: 'p', start: 3, end: 3, newLines: ['c', '', 'new'], origins: [{ path: 'p', line: 3 }, null, null] },
      file,
    );
    expect(insert).toEqual([{ path: 'p', start: 3, end: 3, newLines: ['c', '', 'new'] }]);
  });
});

describe('file-change mistake families (issue #11)', () => {
  const text = Array.from({ length: 60 }, (_, i) => (i % 10 === 4 ? '' : `line${i + 1} = value${i} + 1`)).join('\n') + '\n';
  const file = viewOf(text);
  const files = new Map([['a.py', file]]);
  const block = { path: 'a.py', start: 30, end: 31, newLines: ['NEW'], origins: [null] };
  const intent: Intent = {
    id: 0,
    kind: 'replace_body',
    language: 'python',
    size: 2,
    bucket: '2-5',
    blocks: [block],
    expected: new Map([['a.py', applyBlocks(text, file.lines, [block])]]),
  };

  it('changes the file outside the edit only, and expects the edit carried onto the changed file', () => {
    for (let seed = 0; seed < 40; seed++) {
      const s = outsideChange(intent, files, new Rng(seed, 'outside'));
      const now = s.disk.get('a.py') ?? '';
      expect(now).not.toBe(text);
      // Undoing the intended edit on the expected bytes gives the changed file back: nothing else moved.
      const want = s.expected.get('a.py') ?? '';
      expect(want.replace('NEW\n', 'line30 = value29 + 1\nline31 = value30 + 1\n')).toBe(now);
      expect(s.seen).toEqual([{ path: 'a.py', text }]);
    }
  });

  it('stale line: shifts the span by 1-3 lines, or renames a word of its first line and expects a refusal', () => {
    const details = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const s = staleLine(intent, files, new Rng(seed, 'stale'));
      details.add(s.detail.replace(/\+\d/, 'k'));
      const now = s.disk.get('a.py') ?? '';
      if (s.mustRefuse) expect(now).toContain('line30 = value29_prev + 1');
      else expect((s.expected.get('a.py') ?? '').split('\n').indexOf('NEW')).toBe(now.split('\n').indexOf('line30 = value29 + 1'));
    }
    expect(details).toEqual(new Set(['stale_line:changed', 'stale_line:shift:k']));
  });
});
