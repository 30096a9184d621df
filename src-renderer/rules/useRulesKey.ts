import { onBeforeUnmount, onMounted } from 'vue';
import { openRules, rules, type RulesTarget } from './state';

/** Inputs where `?` is never text: the symbol game's claim box takes symbol names (letters) only. */
const KEY_INPUTS = '.claim-box input';

/**
 * `?` opens the rules at `target()` (the table's game and options). Ignored
 * while typing text (a name, a code) and with Ctrl/Alt/Meta held; no table
 * uses `?` (their keys are letters, digits and arrows).
 */
export function useRulesKey(target: () => RulesTarget | null): void {
  function onKey(e: KeyboardEvent): void {
    if (e.key !== '?' || e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented || rules.open) return;
    const el = e.target as HTMLElement | null;
    if (el?.closest?.('input, select, textarea, [contenteditable="true"]') && !el.matches(KEY_INPUTS)) return;
    const where = target();
    if (!where) return;
    e.preventDefault();
    openRules(where);
  }
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
