import { isSharedPart } from '../../shared/engine/viewParts';

/** A view as the JSON text of each top-level field, in the view's order. */
export interface ViewFields {
  /** Each key as JSON text (quoted). */
  keys: string[];
  /** Each field's value as JSON text: a shared part's is the same string every time. */
  texts: string[];
}

// The keys of the games' views are a few dozen names: quoted once.
const quoted = new Map<string, string>();
function quote(key: string): string {
  let q = quoted.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    if (quoted.size < 1000) quoted.set(key, q);
  }
  return q;
}

/**
 * The view's fields as JSON texts, the text of each field that is a shared
 * view part (shared/engine/viewParts.ts: deep-frozen, the same object in
 * every seat's view until the state it comes from changes) serialized once
 * and then reused: for all seats of one change and for the changes after
 * it. In a trick game most of a state's text (the round's tricks, the last
 * round, the score) changes a few times a round. `partTexts` holds them as
 * long as their part lives. Null for a view that is not a plain object.
 */
export function viewFields(view: object | null, partTexts: WeakMap<object, string>): ViewFields | null {
  if (view === null || Array.isArray(view) || Object.getPrototypeOf(view) !== Object.prototype || 'toJSON' in view) return null;
  const keys: string[] = [];
  const texts: string[] = [];
  for (const key of Object.keys(view)) {
    const value = (view as Record<string, unknown>)[key];
    let text: string | undefined;
    if (typeof value === 'object' && value !== null && isSharedPart(value)) {
      text = partTexts.get(value);
      if (text === undefined) partTexts.set(value, text = JSON.stringify(value));
    } else {
      // undefined, a function or a symbol: JSON leaves the field out.
      text = JSON.stringify(value) as string | undefined;
      if (text === undefined) continue;
    }
    keys.push(quote(key));
    texts.push(text);
  }
  return { keys, texts };
}

/** `JSON.stringify(view)`, the same text, built from `viewFields`. */
export function viewJson(view: object | null, partTexts: WeakMap<object, string>): string {
  const fields = viewFields(view, partTexts);
  return fields ? fieldsJson(fields) : JSON.stringify(view);
}

export function fieldsJson(fields: ViewFields): string {
  let out = '';
  for (let i = 0; i < fields.keys.length; i++) out += `${i ? ',' : '{'}${fields.keys[i]}:${fields.texts[i]}`;
  return out ? `${out}}` : '{}';
}

/**
 * What changed from `before` to `after` (the same seat's view at two
 * changes): the changed and new fields as a JSON object's text, and the keys
 * that are gone. Texts are compared, so an equal field is left out whatever
 * object it came from.
 */
export function fieldsPatch(before: ViewFields, after: ViewFields): { view: string; gone: string[] } {
  let view = '';
  const k = after.keys;
  if (before.keys.length === k.length && before.keys.every((key, i) => key === k[i])) {
    // The usual case: the same fields in the same order.
    for (let i = 0; i < k.length; i++) {
      if (before.texts[i] !== after.texts[i]) view += `${view ? ',' : ''}${k[i]}:${after.texts[i]}`;
    }
    return { view: `{${view}}`, gone: [] };
  }
  const was = new Map<string, string>();
  for (let i = 0; i < before.keys.length; i++) was.set(before.keys[i]!, before.texts[i]!);
  for (let i = 0; i < k.length; i++) {
    if (was.get(k[i]!) !== after.texts[i]) view += `${view ? ',' : ''}${k[i]}:${after.texts[i]}`;
    was.delete(k[i]!);
  }
  // Quoted keys back to names (they came from JSON.stringify).
  return { view: `{${view}}`, gone: [...was.keys()].map((q) => JSON.parse(q) as string) };
}
