import test from 'node:test';
import assert from 'node:assert/strict';
import * as api from '../src/index.js';

test('3.0 exports only the promise client', () => {
  assert.deepEqual(Object.keys(api).sort(), ['ClientError', 'createClient']);
});

test('the client reads a status', async () => {
  const client = api.createClient({ baseUrl: 'https://status.test', transport: async () => ({ status: 200, body: { up: true } }) });
  assert.deepEqual(await client.status('db'), { up: true });
});
