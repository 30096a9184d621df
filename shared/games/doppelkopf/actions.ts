import { z } from 'zod';
import { CARD_NAMES } from './cards';
import { RESERVATIONS } from './state';

/** Said aloud during play: "Re"/"Kontra", then "keine 90", "keine 60", "keine 30", "schwarz". */
export const ANNOUNCEMENTS = ['re', 'kontra', 'no90', 'no60', 'no30', 'black'] as const;
export type AnnouncementName = (typeof ANNOUNCEMENTS)[number];

export type DoppelkopfAction =
  | { seat: number; type: 'reserve'; reservation: (typeof RESERVATIONS)[number] }
  | { seat: number; type: 'povertyPass'; cards: string[] }
  | { seat: number; type: 'povertyAnswer'; accept: boolean }
  | { seat: number; type: 'povertyReturn'; cards: string[] }
  | { seat: number; type: 'announce'; announcement: AnnouncementName }
  | { seat: number; type: 'play'; card: string }
  // Weimar evening: a joker takes the lead before the first card; meal break and closing time are said at the table.
  | { seat: number; type: 'joker'; free: boolean }
  // House rules: "Schweine" / "Hyperschweine" said by the holder of both cards of the pair.
  | { seat: number; type: 'pigs'; pig: 'schweine' | 'hyper' }
  | { seat: number; type: 'evening'; event: EveningEvent }
  // House rule: the Genscher plays the first of both Kings of Diamonds and names the new partner.
  | { seat: number; type: 'genscher'; partner: number };

/**
 * `stopForgive` / `stopCharge`: the players stop after closing time while
 * Pflichtsolos are still owed, a point the Weimar booklet leaves open: the
 * table answers whether the owed solos are forgiven or each charged as a
 * lost solo (docs/weimar.md).
 */
export const EVENING_EVENTS = ['mealBreak', 'closingTime', 'stopForgive', 'stopCharge'] as const;
export type EveningEvent = (typeof EVENING_EVENTS)[number];

/** The shape of a Doppelkopf action at a table of n: seat in range, names of this game. */
export function actionSchema(n: number): z.ZodType<DoppelkopfAction> {
  const seat = z.number().int().min(0).max(n - 1);
  const card = z.enum(CARD_NAMES as [string, ...string[]]);
  return z.discriminatedUnion('type', [
    z.object({ seat, type: z.literal('reserve'), reservation: z.enum(RESERVATIONS) }),
    z.object({ seat, type: z.literal('povertyPass'), cards: z.array(card).max(12) }),
    z.object({ seat, type: z.literal('povertyAnswer'), accept: z.boolean() }),
    z.object({ seat, type: z.literal('povertyReturn'), cards: z.array(card).max(12) }),
    z.object({ seat, type: z.literal('announce'), announcement: z.enum(ANNOUNCEMENTS) }),
    z.object({ seat, type: z.literal('play'), card }),
    z.object({ seat, type: z.literal('joker'), free: z.boolean() }),
    z.object({ seat, type: z.literal('pigs'), pig: z.enum(['schweine', 'hyper']) }),
    z.object({ seat, type: z.literal('evening'), event: z.enum(EVENING_EVENTS) }),
    z.object({ seat, type: z.literal('genscher'), partner: seat }),
  ]) as z.ZodType<DoppelkopfAction>;
}
