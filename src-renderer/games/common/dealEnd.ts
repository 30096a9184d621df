import { nextTick, ref, shallowRef, watch, type Ref, type ShallowRef } from 'vue';
import { trickBefore, type LayoutTrick } from './tableLayout';

/**
 * Whether `ended` (the last trick of the deal that ended last) is a deal's
 * end seen now: a first one, or a later one than before. The table holds
 * such a trick (TableLayout) and the game holds back the next deal meanwhile.
 */
export const endsDeal = (ended: LayoutTrick | null | undefined, before: LayoutTrick | null | undefined): ended is LayoutTrick =>
  !!ended && (!before || trickBefore(before, ended));

export interface DealEnd<V> {
  /** The deal's last trick lies on the table: nothing of the next deal shows. */
  ending: Ref<boolean>;
  /** The view as the page last saw the ended deal (its calls, its facts) while `ending`; else null. */
  ended: ShallowRef<V | null>;
  /** TableLayout's `dealEnd` event: the hold is over (or, again, on). */
  onDealEnd: (showing: boolean) => void;
}

/**
 * The deal-end hold as a game's table sees it. TableLayout says when the
 * hold ends (≥ 1.5 s, or a click); that it begins is known in the very
 * update that brings the next deal's view, so not even for that one update
 * does a panel of the next deal appear (a call panel would take the focus).
 */
export function useDealEnd<V>(view: () => V, endedTrick: (v: V) => LayoutTrick | null): DealEnd<V> {
  const ending = ref(false);
  const ended = shallowRef<V | null>(null);
  // What TableLayout said last: it holds the trick, or not.
  let held = false;
  const release = () => { ending.value = false; ended.value = null; };
  watch(view, (now, before) => {
    if (before === undefined || !endsDeal(endedTrick(now), endedTrick(before))) return;
    ending.value = true;
    ended.value = before;
    // TableLayout has said it holds by the end of this update; should it not (no layout), the next deal must not wait forever.
    void nextTick(() => { if (!held) release(); });
  }, { flush: 'sync' });
  return {
    ending,
    ended,
    onDealEnd: (showing) => {
      held = showing;
      if (showing) ending.value = true;
      else release();
    },
  };
}
