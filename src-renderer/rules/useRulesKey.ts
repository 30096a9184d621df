import { onBeforeUnmount, onMounted } from 'vue';
import { openRules, rules, type RulesTarget } from './state';

/**
 * `?` opens the rules at `target()` (the table's game and options). Ignored
 * while typing (a name, a Dobble claim) and with Ctrl/Alt/Meta held; no
 * table uses `?` (their keys are letters, digits and arrows).
 */
export function useRulesKey(target: () => RulesTarget | null): void {
  function onKey(e: KeyboardEvent): void {
    if (e.key !== '?' || e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented || rules.open) return;
    const el = e.target as HTMLElement | null;
    if (el?.closest?.('input, select, textarea, [contenteditable="true"]')) return;
    const where = target();
    if (!where) return;
    e.preventDefault();
    openRules(where);
  }
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
