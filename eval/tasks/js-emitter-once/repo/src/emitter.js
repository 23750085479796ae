// A small synchronous event emitter for the plugin host.

export class Emitter {
  #listeners = new Map();

  on(event, listener) {
    if (typeof listener !== 'function') throw new TypeError('listener must be a function');
    const list = this.#listeners.get(event) ?? [];
    list.push(listener);
    this.#listeners.set(event, list);
    return () => this.off(event, listener);
  }

  off(event, listener) {
    const list = this.#listeners.get(event);
    if (!list) return false;
    const index = list.indexOf(listener);
    if (index === -1) return false;
    list.splice(index, 1);
    if (list.length === 0) this.#listeners.delete(event);
    return true;
  }

  emit(event, ...args) {
    const list = this.#listeners.get(event);
    if (!list) return false;
    for (const listener of list) listener(...args);
    return true;
  }

  listenerCount(event) {
    return this.#listeners.get(event)?.length ?? 0;
  }
}
