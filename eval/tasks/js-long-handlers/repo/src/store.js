// In-memory store with one map per collection; the clock is injectable for tests.

export function createStore(now = () => Date.now()) {
  const collections = new Map();
  const collection = (name) => {
    if (!collections.has(name)) collections.set(name, new Map());
    return collections.get(name);
  };
  return {
    now,
    has: (name, id) => collection(name).has(id),
    get: (name, id) => collection(name).get(id),
    put: (name, id, record) => void collection(name).set(id, record),
    delete: (name, id) => collection(name).delete(id),
    values: (name) => [...collection(name).values()],
  };
}
