import { computed, ref, watch, type Ref } from 'vue';

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

  /** Focus on the card at place `i`, without scrolling (the row lies in view); nothing when it has the focus already. */
  function focusAt(i: number): void {
    const b = buttonAt(i);
    if (b && document.activeElement !== b) b.focus({ preventScroll: true });
  }

  /**
   * Focus on the chosen card (or the one at `at`) after the DOM update, in the next frame, unless a dialog (a
   * round-end summary) or another control has taken the focus meanwhile. In the frame, not right after Vue's
   * patch: focusing makes Chromium lay out the page, and there that layout is the frame's own one instead of
   * one more in the task that applied the update.
   */
  function focusChosen(at?: number): void {
    requestAnimationFrame(() => {
      if (document.querySelector('[aria-modal="true"]')) return;
      // Someone moved the focus on purpose (e.g. to "Collect the trick"): leave it there.
      const active = document.activeElement;
      if (active && active !== document.body && document.contains(active) && !list.value?.contains(active)) return;
      focusAt(at ?? chosen.value);
    });
  }

  /**
   * How many cards the row is sized for (card-row.css: --slots): the hand's count, except that one card leaving
   * (a card played) keeps the others' size. So playing a card moves the cards but resizes none: no card's
   * drawing is laid out again (each is an SVG) in the frames the trick moves in.
   */
  const slots = ref(count.value);
  watch(count, (length, before) => { if (length !== before - 1 || length > slots.value) slots.value = length; });

  // The place of the card just played from a focused row (its button leaves with the next update).
  let played: number | null = null;
  watch(count, (length, before) => {
    const mine = played !== null && length === before - 1;
    // Only after my own card left the hand (a new deal comes with the round-end summary, which keeps the focus):
    // the neighbour that took the focus when it was played (see `playing`) now stands at its place.
    chosen.value = Math.min(mine ? played! : chosen.value, Math.max(0, length - 1));
    if (mine) focusChosen();
    played = null;
  });

  // When it becomes my turn, put the choice on the first usable card (keeps it if it already is on one).
  watch(options.usableKey, () => {
    const cards = options.cards();
    const current = cards[chosen.value];
    if (current && options.usable(current)) return;
    const first = cards.findIndex((c) => options.usable(c));
    if (first < 0) return;
    // With the focus in the row the focus moves first (next frame) and the tab stop follows it (onFocus): Vue
    // changing the focused button's tabindex makes Chromium lay out the whole page inside the update (15–25 ms).
    if (hasFocus()) focusChosen(first);
    else chosen.value = first;
  }, { immediate: true });

  function move(to: number): void {
    const length = count.value;
    if (length === 0) return;
    chosen.value = (to + length) % length;
    focusAt(chosen.value);
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

  /**
   * Call right before emitting a play that removes the card: keeps the focus in the row afterwards. The focus
   * goes to the card's neighbour now, while the page is laid out: taking the focus from a button as Vue removes
   * it makes Chromium lay out the whole page inside that update (the hand's cards then change size: 12–20 ms).
   */
  function playing(i: number): void {
    played = null;
    chosen.value = i;
    // A card the rules refuse stays in the hand, and so does the focus.
    const card = options.cards()[i];
    if (!hasFocus() || card === undefined || !options.usable(card)) return;
    played = i;
    const length = count.value;
    if (length > 1) focusAt(i + 1 < length ? i + 1 : i - 1);
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

  return { chosen, list, hasFocus, playing, focus, rowButton, slots };
}
