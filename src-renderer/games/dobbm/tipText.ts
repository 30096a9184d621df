import { face } from './cards';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** How TipButton names a Dobbm action's card ("Herz Sau"); '' for other choices (calls, the discard). */
export function dobbmTipCard(t: Translate): (action: Record<string, unknown>) => string {
  return (a) => {
    if (a.type !== 'play' || typeof a.card !== 'string') return '';
    const f = face(a.card);
    return `${t(`dobbm.suits.${f.suit}`)} ${t(`dobbm.ranks.${f.rank}`)}`;
  };
}
