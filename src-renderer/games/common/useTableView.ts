import { computed, ref, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';

/** What every game's view says about the reader's seat. */
interface SeatView { seat: number | null; awaiting: number[] }
export interface Refusal { code: string; message: string }

/** The view, the reader's seat (null for a spectator) and whether a move of theirs is awaited. */
export function useSeatView<V extends SeatView>(view: () => V) {
  const v = computed(view);
  const me = computed(() => v.value.seat);
  const myTurn = computed(() => me.value !== null && v.value.awaiting.includes(me.value));
  return { v, me, myTurn };
}

/**
 * Focus for keyboard play: `focusIdle(selector)` moves the focus to the
 * control inside `root` where the next move is made, after the DOM update (in the next frame),
 * unless the focus is elsewhere on purpose or `held()` (a summary is open).
 */
export function useIdleFocus(held: () => boolean) {
  const root: Ref<HTMLElement | null> = ref(null);
  function focusIdle(selector: string): void {
    // In the next frame, after the DOM update: focusing lays out the page, there once for the frame anyway.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const idle = !active || active === document.body || !document.contains(active) || !!root.value?.contains(active);
      const target = root.value?.querySelector<HTMLElement>(selector);
      if (idle && !held() && target && target !== active) target.focus();
    });
  }
  return { root, focusIdle };
}

/** The rule's reason in the reader's language when `${prefix}.${code}` is known, else the host's own sentence. */
export function useRefusalText(refusal: () => Refusal | null, prefix: string, params: () => Record<string, unknown>) {
  const { t, te } = useI18n();
  return computed(() => {
    const r = refusal();
    if (!r) return '';
    const key = `${prefix}.${r.code}`;
    if (!te(key, 'en')) return r.message;
    return t(key, params());
  });
}
