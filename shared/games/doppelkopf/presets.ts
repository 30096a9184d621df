import { checkOptions, defaultOptions, PRESETS, resolveOptions, type DoppelkopfOptions } from './options';
import type { SoloId } from './solos';
import { WEIMAR_SOLOS, weimarOverrides } from './weimar/preset';

/**
 * The named rule sets a table picks in the lobby, each a set of overrides
 * of the core defaults (docs/doppelkopf.md, "Presets"). They plug in here,
 * from outside the core rules: `options.ts` knows their ids, nothing more.
 */
export interface DoppelkopfPreset {
  overrides(players: number): Partial<DoppelkopfOptions>;
  /** Its solos ranked lowest first (`soloOrder: "highest"` plays the highest declared); default the core order. */
  solos?: readonly SoloId[];
}

export type PresetId = (typeof PRESETS)[number];

/**
 * The DDV tournament rules (Turnierspielregeln) know only solos and the
 * marriage as reservations: no poverty, no throw-in with five Nines or
 * Kings. Everything else of theirs is the core default.
 */
export const DDV_TOURNAMENT: Partial<DoppelkopfOptions> = { poverty: false, throwNines: false, throwKings: false };

export const PRESET_TABLE: Readonly<Record<PresetId, DoppelkopfPreset>> = {
  // What the app called "DDV" until issue 28: the core defaults, poverty and throw-ins on. Records without a preset mean this.
  standard: { overrides: () => ({}) },
  ddv: { overrides: () => ({ preset: 'ddv', ...DDV_TOURNAMENT }) },
  weimar: { overrides: weimarOverrides, solos: WEIMAR_SOLOS },
};

export const isPreset = (id: unknown): id is PresetId => typeof id === 'string' && (PRESETS as readonly string[]).includes(id);

/** A table's options: the preset's overrides on the core defaults, then what the table set (records: the same). */
export function parseOptions(raw: unknown, players: number): DoppelkopfOptions {
  const defined = checkOptions(raw);
  const preset = PRESET_TABLE[defined.preset ?? 'standard'];
  return resolveOptions(defined, players, preset.overrides(players), preset.solos);
}

/** Options that say nothing about the rules of a game (the length of the match, the preset's and the house rules' names). */
const NOT_RULES: ReadonlySet<keyof DoppelkopfOptions> = new Set(['preset', 'games', 'houseRules']);

export interface OptionDifference {
  key: keyof DoppelkopfOptions;
  value: unknown;
  ddv: unknown;
}

/**
 * Every option in which `options` differ from the DDV tournament rules, in
 * the order of the options: what the lobby, the join form and the rules page
 * list beside a preset or a house-rules set.
 */
export function differencesFromDdv(options: DoppelkopfOptions, players: number): OptionDifference[] {
  const ddv = { ...defaultOptions(players), ...DDV_TOURNAMENT } as DoppelkopfOptions;
  const out: OptionDifference[] = [];
  for (const key of Object.keys(ddv) as (keyof DoppelkopfOptions)[]) {
    if (NOT_RULES.has(key)) continue;
    if (JSON.stringify(options[key]) !== JSON.stringify(ddv[key])) out.push({ key, value: options[key], ddv: ddv[key] });
  }
  return out;
}
