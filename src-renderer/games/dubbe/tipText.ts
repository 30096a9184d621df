type Translate = (key: string, params?: Record<string, unknown>) => string;

/** How TipButton names a Dubbe action's card: "blue 7" / "blau 7". */
export function dubbeTipCard(t: Translate): (action: Record<string, unknown>) => string {
  return (a) => {
    if (typeof a.card !== 'string') return '';
    const [suit, value] = a.card.split('-');
    return t('dubbe.card', { suit: t(`dubbe.suits.${suit}`), value });
  };
}
