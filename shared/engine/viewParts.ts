/**
 * Shared, frozen parts of views. A game's state keeps its unchanged parts
 * as the same objects from one action to the next (structural sharing), so
 * a part of a view built from one state object alone (the round's finished
 * tricks, the last round's summary) is the same for every seat and every
 * later view until that state object is replaced. Building it once and
 * handing out the same deep-frozen object saves rebuilding it per seat and
 * per action, and lets the host reuse its JSON text (src-main/host/viewJson.ts):
 * nobody can change a frozen part, so its text cannot go stale.
 *
 * Only for parts every seat may see: `build` gets the state object and
 * nothing seat-specific (the view function stays the one place hidden
 * information is removed).
 */

const parts = new WeakSet<object>();

/** The part built from `key` (once per `key`, deep-frozen, then the same object every time). */
export function sharedPart<K extends object, V extends object | null>(cache: WeakMap<K, V>, key: K, build: (key: K) => V): V {
  let part = cache.get(key);
  if (part === undefined) {
    part = deepFreeze(build(key));
    if (part !== null) parts.add(part);
    cache.set(key, part);
  }
  return part;
}

/** True for an object `sharedPart` handed out: deep-frozen, its content never changes. */
export function isSharedPart(value: object): boolean {
  return parts.has(value);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
