import { z } from 'zod';
import { DECK_NAMES, DOBB_SIZE, HAND_SIZE } from './cards';

/**
 * `pass`: "weiter" / "gut" / "spiel zu" (in bidding and doubling);
 * `dob`: "i dob", an ordinary game; `solo`; `discard`: the declarer lays
 * four cards away and says "i lig"; `double`: "an Schwochn" or "retour";
 * `play`: one card to the trick; `callMussrunde`: "jetzt die Mußrunde", the
 * table ends the session early: this deal is finished as usual and the
 * Mußrunde starts with the next one. Any seat may say it at any time during
 * a deal, not only the seat to act.
 */
export type DobbmAction =
  | { seat: number; type: 'pass' }
  | { seat: number; type: 'dob' }
  | { seat: number; type: 'solo' }
  | { seat: number; type: 'discard'; cards: string[] }
  | { seat: number; type: 'double' }
  | { seat: number; type: 'play'; card: string }
  | { seat: number; type: 'callMussrunde' };

/** The shape of a Dobbm action at a table of n: seat in range, cards of this deck. */
export function actionSchema(n: number): z.ZodType<DobbmAction> {
  const seat = z.number().int().min(0).max(n - 1);
  const card = z.enum(DECK_NAMES as [string, ...string[]]);
  return z.discriminatedUnion('type', [
    z.object({ seat, type: z.literal('pass') }),
    z.object({ seat, type: z.literal('dob') }),
    z.object({ seat, type: z.literal('solo') }),
    // Any count up to a hand with the Dobb: a wrong number is a rule break `apply` refuses, not a broken record.
    z.object({ seat, type: z.literal('discard'), cards: z.array(card).max(HAND_SIZE + DOBB_SIZE) }),
    z.object({ seat, type: z.literal('double') }),
    z.object({ seat, type: z.literal('play'), card }),
    z.object({ seat, type: z.literal('callMussrunde') }),
  ]) as z.ZodType<DobbmAction>;
}
