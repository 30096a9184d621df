import { reactive } from 'vue';
import type { PageId } from './pageIds';

/** Where the rules should open: a page and, optionally, a section id on it. */
export interface RulesTarget {
  page: PageId;
  section?: string | undefined;
}

/** The one rules dialog of the app (mounted once in App.vue); anyone may open it. */
export const rules = reactive<{ open: boolean; target: RulesTarget; opener: HTMLElement | null }>({
  open: false,
  target: { page: 'dubbe' },
  opener: null,
});

export function openRules(target: RulesTarget): void {
  rules.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  rules.target = { ...target };
  rules.open = true;
}

export function closeRules(): void {
  rules.open = false;
  // Back to where the reader was (the link or the table).
  rules.opener?.focus?.();
  rules.opener = null;
}
