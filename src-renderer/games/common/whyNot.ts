import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { useTableStore } from '../../stores/table';
import { firstGame } from './firstGame';

/** One reason sentence and the cards it is about; `id` is what those cards' `aria-describedby` names. */
export interface WhyNotGroup { id: string; text: string; cards: string[] }
/** A refused choice that is not a card (e.g. a Doppelkopf announcement), with its sentence and id. */
export interface WhyNotOther { action: { type: string } & Record<string, unknown>; text: string; id: string }
/** What a hand shows in first-game mode (null: the mode is off); `others`: refused choices besides cards, for their panels. */
export interface WhyNotReasons { groups: WhyNotGroup[]; byCard: Record<string, WhyNotGroup>; others: WhyNotOther[] }

/**
 * The host's first-game reasons (`state.whyNot`, codes from the game's own
 * `apply`) as sentences in the reader's language: `whyNot.<game>.<code>`,
 * (`.plain`, or a variant when the params ask for one: (Doppelkopf trump led, Dubbe's
 * Jo Lossen). `suit` names a suit in the game's words. Cards with the same
 * sentence share one group, so the line under the hand says it once.
 */
export function useWhyNot(game: string, suit: (suit: string) => string): ComputedRef<WhyNotReasons | null> {
  const store = useTableStore();
  const { t, te } = useI18n();
  return computed(() => {
    if (!firstGame.on) return null;
    const list = store.whyNot ?? [];
    const groups: WhyNotGroup[] = [];
    const byCard: Record<string, WhyNotGroup> = {};
    const others: WhyNotOther[] = [];
    for (const w of list) {
      const card = w.action.card;
      const p = w.params ?? {};
      // `why`: which rule of several under one code (Doppelkopf reservations: marriage, poverty, …).
      const variant = p.suit === 'trump' ? '.trump' : p.joLossen ? '.joLossen' : typeof p.why === 'string' ? `.${p.why}` : '';
      const base = `whyNot.${game}.${w.code}`;
      const key = variant && te(`${base}${variant}`) ? `${base}${variant}` : te(`${base}.plain`) ? `${base}.plain` : 'whyNot.unknown';
      const text = t(key, { ...p, suit: typeof p.suit === 'string' ? suit(p.suit) : '' });
      if (w.action.type !== 'play' || typeof card !== 'string') {
        others.push({ action: w.action, text, id: `why-not-other-${others.length}` });
        continue;
      }
      let g = groups.find((x) => x.text === text);
      if (!g) groups.push((g = { id: `why-not-${groups.length}`, text, cards: [] }));
      g.cards.push(card);
      byCard[card] = g;
    }
    return { groups, byCard, others };
  });
}
