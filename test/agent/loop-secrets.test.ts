// Tool results are redacted before they reach the model: a scripted run reads, searches and checks a
// file holding the secrets in several encodings; no request the server received carries any of them.
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/scripted/server.js';
import { Secrets } from '../../src/secrets/index.js';
import { leaksIn } from '../support/secret-oracle.js';
import { project, runScripted } from './loop-helpers.js';

const KEY = 'sk-proj-7Hq~X~v~T?y?Z?w1Ab2Cd3Ef4Gh5Ij6Kl';
const TOKEN = 'ghs_a?b?c?Xd~e~f~Y7kQ2mW9zR4vL';
const wrap = (s: string, width: number): string => (s.match(new RegExp(`.{1,${width}}`, 'g')) ?? []).join('\n');

const LEAK = [
  `raw: ${KEY}`,
  `auth: ${wrap(Buffer.from(`x-access-token:${TOKEN}`).toString('base64'), 16)}`,
  `npmrc: _auth=${wrap(Buffer.from(`bot:${KEY}`).toString('base64'), 20)}`,
  `url: ${encodeURIComponent(TOKEN)}`,
  `b64url: ${Buffer.from(KEY).toString('base64url')}`,
  `hex: ${Buffer.from(TOKEN).toString('hex')}`,
  `HEX: ${wrap(Buffer.from(KEY).toString('hex').toUpperCase(), 20)}`,
  `json: ${JSON.stringify(wrap(Buffer.from(TOKEN).toString('base64'), 8))}`,
  '',
].join('\n');

const script = [
  { toolCalls: [{ name: 'read_file', arguments: { path: 'leak.txt' } }] },
  { toolCalls: [{ name: 'search_text', arguments: { pattern: '.', regex: true } }] },
  { toolCalls: [{ name: 'run_checks', arguments: {} }] },
  { content: 'done' },
];

/** Every message text the server received, with the line numbers tools put before file lines removed. */
function received(requests: RecordedRequest[]): string[] {
  return requests.flatMap((r) =>
    r.messages.map((m) =>
      String('content' in m ? (m.content ?? '') : '')
        .replace(/^ *\d+\| /gm, '')
        .replace(/^leak\.txt:\d+: /gm, ''),
    ),
  );
}

describe('secrets never reach the model through tool results', () => {
  it('without a secret set, the same run does send them (the check below can fail)', async () => {
    const dir = await project({ 'leak.txt': LEAK });
    const run = await runScripted(dir, script, { checkCommand: 'cat leak.txt' });
    expect(run.report.stopReason.code).toBe('done');
    const leaks = new Set(received(run.server.requests).flatMap((t) => leaksIn(t, [KEY, TOKEN])));
    for (const name of ['secret#0:raw', 'secret#1:base64@0', 'secret#0:base64@0', 'secret#1:hex', 'secret#0:HEX'])
      expect(leaks).toContain(name);
  });

  it('with the secret set, no request carries any encoding, and the run still works', async () => {
    const dir = await project({ 'leak.txt': LEAK, 'ok.txt': 'EMPTY = None\n' });
    // A placeholder key shorter than MIN_SECRET_LENGTH stays visible in tool results.
    const run = await runScripted(dir, script, { checkCommand: 'cat leak.txt' }, { secrets: Secrets.of([KEY, TOKEN, 'EMPTY']) });
    expect(run.report.stopReason.code).toBe('done');
    expect(run.server.requests).toHaveLength(4);
    const texts = received(run.server.requests);
    for (const t of texts) expect(leaksIn(t, [KEY, TOKEN])).toEqual([]);
    // Each tool answered (redacted, not dropped): the view header, the search and the check status are there.
    const last = texts.join('\n');
    expect(last).toMatch(/leak\.txt · revision/);
    expect(last).toMatch(/matches in 2 files/);
    expect(last).toMatch(/exit code 0/);
    expect(last).toContain('***');
    expect(last).toContain('ok.txt:1: EMPTY = None');
    for (const line of run.steps) expect(leaksIn(line, [KEY, TOKEN])).toEqual([]);
  });
});
