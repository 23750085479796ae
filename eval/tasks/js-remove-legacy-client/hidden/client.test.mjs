import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import * as api from '../src/index.js';

test('the legacy module is deleted', () => {
  assert.equal(existsSync(new URL('../src/legacy-client.js', import.meta.url)), false);
});

test('the index exports only the promise client', () => {
  assert.deepEqual(Object.keys(api).sort(), ['ClientError', 'createClient']);
});

test('requests go to the right URL and errors carry the status', async () => {
  const seen = [];
  const transport = async (url) => {
    seen.push(url);
    return url.endsWith('/incidents') ? { status: 503, body: null } : { status: 200, body: 'ok' };
  };
  const client = api.createClient({ baseUrl: 'https://s.test', transport });
  assert.equal(await client.status('a b'), 'ok');
  await assert.rejects(client.incidents(), (err) => err instanceof api.ClientError && err.status === 503);
  assert.deepEqual(seen, ['https://s.test/services/a%20b/status', 'https://s.test/incidents']);
});
