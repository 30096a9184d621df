import { computed, nextTick, ref, shallowRef, watch, type Ref, type ShallowRef } from 'vue';
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

export interface Summaries {
  /** The finished deal whose summary is open (an index into the game's list of finished deals), or null. */
  index: Readonly<Ref<number | null>>;
  /** The reader closed it: the latest deal's summary follows if one ended meanwhile (after its last trick lay there). */
  dismiss: () => void;
}

/**
 * The deal-end summaries, one per finished deal, in order. An open summary
 * stays on its deal while the host plays on (with five at the table a
 * player who sits out the next deal is still reading about the last one
 * when the bots finish it): a later deal's end never replaces or hides it;
 * the latest deal's summary comes when this one is closed (the deals between are on the score sheet). `seenAtStart`: how
 * many finished deals the page counts as seen when it opens.
 */
export function useSummaries(count: () => number, ending: Ref<boolean>, seenAtStart: number): Summaries {
  const seen = ref(seenAtStart);
  const open = ref<number | null>(null);
  const index = computed(() => {
    const n = count();
    if (open.value !== null && open.value < n) return open.value;
    // The latest finished deal, not each unseen one: the deals between are on the score sheet (nine deals played
    // through the host while one summary stood open took nine clicks).
    return n > seen.value && !ending.value ? n - 1 : null;
  });
  // Latched once shown: a later deal's end (its hold, its record) does not move it. After the update (not 'sync'):
  // the view that ends a deal sets the count before useDealEnd's `ending`, and a sync latch would open the summary
  // over the deal's last trick.
  watch(index, (i) => { if (i !== null) open.value = i; }, { immediate: true, flush: 'post' });
  return {
    index,
    dismiss: () => {
      if (index.value !== null) seen.value = index.value + 1;
      open.value = null;
    },
  };
}
