
export interface Config {
  name: string;
  retries: number;
}

export async function load(path: string): Promise<Config> {
  const raw = await readFile(path, 'utf8');
  const data = JSON.parse(raw) as Config;
  return data;
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
