/**
 * The rules pages by id, without their texts: what links and tables need to
 * name a page. The texts and markdown-it load with the dialog (pages.ts,
 * RulesDialog.vue), only when someone opens the rules.
 */
export const PAGES = ['dubbe', 'doppelkopf', 'weimar', 'dobbm', 'dobble'] as const;
export type PageId = (typeof PAGES)[number];
export type Lang = 'de' | 'en';

export const isPage = (id: string): id is PageId => (PAGES as readonly string[]).includes(id);
