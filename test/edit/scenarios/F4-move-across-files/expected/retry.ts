export const MAX = 3;

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
