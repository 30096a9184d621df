import { computed, nextTick, ref, watch, type Ref } from 'vue';

export interface CardRowOptions {
  cards: () => string[];
  /** Changes whenever what may be chosen changes (e.g. when it becomes my turn). */
  usableKey: () => string;
  /** Whether the card at this place may be chosen now. */
  usable: (card: string) => boolean;
}

/**
 * Roving focus over a row of card buttons (`button.card-button` inside `list`):
 * one card is in the tab order, arrow keys / Home / End move between cards.
 */
export function useCardRow(options: CardRowOptions) {
  const chosen = ref(0);
  const list: Ref<HTMLElement | null> = ref(null);
  // Looked up in DOM order (refs inside v-for do not keep the list's order).
  const buttonAt = (i: number) => list.value?.querySelectorAll<HTMLButtonElement>('button.card-button')[i];
  const count = computed(() => options.cards().length);

  const hasFocus = (): boolean => !!list.value && list.value.contains(document.activeElement);

  /** After the DOM update, unless a dialog (a round-end summary) or another control has taken the focus meanwhile. */
  function focusChosen(): void {
    void nextTick(() => {
      if (document.querySelector('[aria-modal="true"]')) return;
      // Someone moved the focus on purpose (e.g. to "Collect the trick"): leave it there.
      const active = document.activeElement;
      if (active && active !== document.body && document.contains(active) && !list.value?.contains(active)) return;
      // The row never scrolls (the hand lies in view): no scrolling, so focusing needs no layout of the page.
      buttonAt(chosen.value)?.focus({ preventScroll: true });
    });
  }


  // Set when a card is played from the keyboard: the played button disappears, focus stays in the row.
  let keepFocus = false;
  watch(count, (length, before) => {
    chosen.value = Math.min(chosen.value, Math.max(0, length - 1));
    // Only after my own card left the hand; a new deal comes with the round-end summary, which keeps the focus.
    if (keepFocus && length === before - 1) focusChosen();
    keepFocus = false;
  });

  // When it becomes my turn, put the choice on the first usable card (keeps it if it already is on one).
  watch(options.usableKey, () => {
    const cards = options.cards();
    const current = cards[chosen.value];
    if (current && options.usable(current)) return;
    const first = cards.findIndex((c) => options.usable(c));
    if (first >= 0) chosen.value = first;
    if (hasFocus()) focusChosen();
  }, { immediate: true });

  function move(to: number): void {
    const length = count.value;
    if (length === 0) return;
    chosen.value = (to + length) % length;
    buttonAt(chosen.value)?.focus({ preventScroll: true });
  }

  function onKey(e: KeyboardEvent, i: number): void {
    switch (e.key) {
      case 'ArrowRight': case 'ArrowDown': move(i + 1); break;
      case 'ArrowLeft': case 'ArrowUp': move(i - 1); break;
      case 'Home': move(0); break;
      case 'End': move(count.value - 1); break;
      default: return;
    }
    e.preventDefault();
  }

  /** Call right before emitting a play that removes the card: keeps the focus in the row afterwards. */
  function playing(i: number): void {
    chosen.value = i;
    keepFocus = hasFocus();
  }

  /** Put the focus on the chosen card. */
  const focus = (): void => { buttonAt(chosen.value)?.focus(); };

  /** The roving-focus part of the card button at place `i` (`v-bind` it on the button). */
  const rowButton = (i: number) => ({
    type: 'button' as const,
    tabindex: i === chosen.value ? 0 : -1,
    onKeydown: (e: KeyboardEvent) => onKey(e, i),
    onFocus: () => { chosen.value = i; },
  });

  return { chosen, list, hasFocus, playing, focus, rowButton };
}
