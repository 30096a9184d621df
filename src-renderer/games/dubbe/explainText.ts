import type { ExplainLine } from '../../../shared/engine/explain';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Dubbe's adapter for ScoreExplanation: seats as names, character and suit in the table's language. */
export function dubbeExplainText(t: Translate, names: readonly string[]): (l: ExplainLine) => string {
  return (l) => {
    const p = l.params ?? {};
    const name = (s: unknown) => (typeof s === 'number' ? names[s] ?? String(s) : '');
    return t(`explain.dubbe.${l.code}`, {
      ...p,
      seat: name(p.seat),
      taker: name(p.taker),
      character: p.character ? t(`dubbe.characters.${p.character}`) : '',
      suit: p.suit ? t(`dubbe.suits.${p.suit}`) : '',
    });
  };
}
