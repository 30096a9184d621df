import { z } from 'zod';
import { RecordError } from '../../engine/errors';

/** The five mini-games of the rulebook, in its order. */
export const MINI_GAMES = ['tower', 'well', 'hotPotato', 'catchThemAll', 'poisonedGift'] as const;
export type MiniGameId = (typeof MINI_GAMES)[number];
/** What a record round can hold: a mini-game, or the two-player duel of a tie-break. */
export type PlayId = MiniGameId | 'duel';

export const MINI_GAME_TITLES: Record<PlayId, { de: string; en: string }> = {
  tower: { de: 'Höllentrip', en: 'The Infernal Tower' },
  well: { de: 'Brunnen', en: 'The Well' },
  hotPotato: { de: 'Heiße Kartoffel', en: 'Hot Potato' },
  catchThemAll: { de: 'Raffgier', en: 'Catch Them All' },
  poisonedGift: { de: 'Das vergiftete Geschenk', en: 'The Poisoned Gift' },
  duel: { de: 'Duell', en: 'Duel' },
};

export interface DobbleOptions {
  /** A single mini-game instead of a tournament; null = tournament. */
  miniGame: MiniGameId | null;
  /** Mini-games in a tournament (the first is always Höllentrip). */
  miniGames: number;
  /** How long a wrong claim locks the claimant, in ms of the round clock. */
  lockMs: number;
}

export const DEFAULT_LOCK_MS = 2000;
export const DEFAULT_MINI_GAMES = 5;

const OptionsSchema = z.strictObject({
  miniGame: z.string().nullable().optional(),
  miniGames: z.number().int().min(1).max(20).optional(),
  lockMs: z.number().int().min(0).max(10000).optional(),
});

export function parseOptions(raw: unknown): DobbleOptions {
  const parsed = OptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `options.${issue.path.join('.')}` : 'options';
    throw new RecordError(`${where}: ${issue.message}`);
  }
  const name = parsed.data.miniGame ?? null;
  const miniGame = name === null ? null : miniGameByName(name) ?? null;
  if (name !== null && miniGame === null) {
    throw new RecordError(`options.miniGame: unknown mini-game "${name}" (one of ${MINI_GAMES.join(', ')}, or its German or English title)`);
  }
  if (miniGame !== null && parsed.data.miniGames !== undefined && parsed.data.miniGames !== 1) {
    throw new RecordError('options.miniGames: a single mini-game (options.miniGame) is one mini-game long');
  }
  return {
    miniGame,
    miniGames: miniGame === null ? parsed.data.miniGames ?? DEFAULT_MINI_GAMES : 1,
    lockMs: parsed.data.lockMs ?? DEFAULT_LOCK_MS,
  };
}

/** Accepts the ids and the German/English titles, case- and space-insensitive (for `--mini-game`). */
export function miniGameByName(name: string): MiniGameId | undefined {
  const fold = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '').replace(/ß/g, 'ss').replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  const t = fold(name);
  return MINI_GAMES.find((id) => fold(id) === t || fold(MINI_GAME_TITLES[id].de) === t || fold(MINI_GAME_TITLES[id].en) === t
    || fold(MINI_GAME_TITLES[id].en).replace(/^the/, '') === t || fold(MINI_GAME_TITLES[id].de).replace(/^das/, '') === t);
}
