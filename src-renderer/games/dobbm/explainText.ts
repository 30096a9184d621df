import type { ExplainLine } from '../../../shared/engine/explain';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Dobbm's adapter for ScoreExplanation: seats as names, the contract and the Match side in words. */
export function dobbmExplainText(t: Translate, names: readonly string[]): (l: ExplainLine) => string {
  return (l) => {
    const p = l.params ?? {};
    return t(`explain.dobbm.${l.code}`, {
      ...p,
      half: p.half ?? 60,
      seat: typeof p.seat === 'number' ? names[p.seat] ?? String(p.seat) : '',
      contract: typeof p.contract === 'string' ? t(`dobbm.contract.${p.contract}`) : '',
      muss: p.mussrunde ? t('explain.dobbm.mussrunde') : '',
      sideText: p.side === 'declarer' ? t('explain.dobbm.sideDeclarer') : t('explain.dobbm.sideDefenders'),
    });
  };
}
