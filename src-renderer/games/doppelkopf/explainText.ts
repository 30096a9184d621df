import type { ExplainLine } from '../../../shared/engine/explain';
import { lineLabel } from './view';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Doppelkopf's adapter for ScoreExplanation: its own codes from
 * `explain.doppelkopf`, the DDV value lines (won, under 90, …) from the
 * sheet's line labels; Weimar lines end with the booklet rule they come from.
 */
export function doppelkopfExplainText(t: Translate, te: (key: string) => boolean, names: readonly string[]): (l: ExplainLine) => string {
  return (l) => {
    const p = l.params ?? {};
    const name = (s: unknown) => (typeof s === 'number' ? names[s] ?? String(s) : '');
    const stage = typeof p.stage === 'string' ? (te(`doppelkopf.announcements.${p.stage}`) ? t(`doppelkopf.announcements.${p.stage}`) : t(`doppelkopf.lines.${p.stage}`)) : '';
    const params = {
      ...p,
      seat: name(p.seat),
      from: name(p.from),
      party: typeof p.party === 'string' ? t(`doppelkopf.party.${p.party}`) : '',
      stage,
      sharedText: typeof p.shared === 'number' && p.shared > 1 ? t('explain.doppelkopf.ramschShared', { n: p.shared }) : '',
    };
    const key = `explain.doppelkopf.${l.code}`;
    const sentence = te(key) ? t(key, params) : t('explain.doppelkopf.valueLine', { line: lineLabel(t, te, l.code), party: params.party });
    return typeof p.rule === 'string' ? `${sentence} (${t('explain.doppelkopf.rule', { rule: p.rule })})` : sentence;
  };
}
