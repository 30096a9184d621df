import type { ExplainLine } from '../../../shared/engine/explain';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The symbol game's adapter for ScoreExplanation: seats as names. */
export function dobbleExplainText(t: Translate, names: readonly string[]): (l: ExplainLine) => string {
  return (l) => {
    const p = l.params ?? {};
    return t(`explain.dobble.${l.code}`, { ...p, seat: typeof p.seat === 'number' ? names[p.seat] ?? String(p.seat) : '' });
  };
}
