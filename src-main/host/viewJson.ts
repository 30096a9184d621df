import { isSharedPart } from '../../shared/engine/viewParts';

/**
 * `JSON.stringify(view)`, the same text, with the text of each top-level
 * field that is a shared view part (shared/engine/viewParts.ts: deep-frozen,
 * the same object in every seat's view until the state it comes from
 * changes) serialized once and then reused: for all seats of one change and
 * for the changes after it. In a trick game most of a state's text (the
 * round's tricks, the last round, the score) changes a few times a round.
 * `texts` holds them as long as their part lives.
 */
export function viewJson(view: object | null, texts: WeakMap<object, string>): string {
  if (view === null || Array.isArray(view) || Object.getPrototypeOf(view) !== Object.prototype || 'toJSON' in view) return JSON.stringify(view);
  let out = '';
  for (const key of Object.keys(view)) {
    const value = (view as Record<string, unknown>)[key];
    let text: string | undefined;
    if (typeof value === 'object' && value !== null && isSharedPart(value)) {
      text = texts.get(value);
      if (text === undefined) texts.set(value, text = JSON.stringify(value));
    } else {
      // undefined, a function or a symbol: JSON leaves the field out.
      text = JSON.stringify(value) as string | undefined;
      if (text === undefined) continue;
    }
    out += `${out ? ',' : '{'}${JSON.stringify(key)}:${text}`;
  }
  return out ? `${out}}` : '{}';
}
