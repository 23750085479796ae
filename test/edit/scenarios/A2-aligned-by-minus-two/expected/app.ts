import { readFile } from 'node:fs/promises';

export interface Config {
  name: string;
  retries: number;
}

export async function load(path: string): Promise<Config> {
  return JSON.parse(await readFile(path, 'utf8')) as Config;
}

export function retry<T>(fn: () => T, times: number): T {
  let last: unknown;
  for (let i = 0; i < times; i++) {
    try {
      return fn();
    } catch (err) {
      last = err;
    }
  }
  throw last;
}
