import { z } from 'zod';
import { SYMBOL_IDS } from './symbols';
import { MINI_GAMES, type MiniGameId } from './options';

/**
 * `claim`: a player names a symbol. `at` is stamped by the host on arrival
 * (ms since the round started; a client's own value is overwritten);
 * `target` says where the match is (a seat in Hot Potato and Poisoned Gift,
 * an outer card in Catch Them All; the first match clockwise if left out);
 * `seen` is the table `version` the claimant was looking at.
 * `choose`: the loser of a mini-game picks the next one.
 */
export type DobbleAction =
  | { seat: number; type: 'claim'; symbol: string; at: number; target?: number; seen?: number }
  | { seat: number; type: 'choose'; miniGame: MiniGameId; at?: number };

export type ClaimAction = Extract<DobbleAction, { type: 'claim' }>;

export function actionSchema(n: number): z.ZodType<DobbleAction> {
  const seat = z.number().int().min(0).max(n - 1);
  const at = z.number().int().min(0);
  return z.discriminatedUnion('type', [
    z.object({
      seat, type: z.literal('claim'), symbol: z.enum(SYMBOL_IDS), at,
      target: z.number().int().min(0).max(n - 1).optional(),
      seen: z.number().int().min(0).optional(),
    }),
    z.object({ seat, type: z.literal('choose'), miniGame: z.enum(MINI_GAMES), at: at.optional() }),
  ]) as z.ZodType<DobbleAction>;
}
