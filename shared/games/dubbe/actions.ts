import { z } from 'zod';
import { deckNames, SUITS } from './cards';

export type DubbeAction =
  | { seat: number; type: 'declareTrump'; suit: string }
  | { seat: number; type: 'play'; card: string }
  | { seat: number; type: 'collect' };

const schemas = new Map<number, z.ZodType<DubbeAction>>();

/** The shape of a Dubbe action at a table of n: seat in range, a card of this deck. Built once per n. */
export function actionSchema(n: number): z.ZodType<DubbeAction> {
  let schema = schemas.get(n);
  if (!schema) schemas.set(n, (schema = buildSchema(n)));
  return schema;
}

function buildSchema(n: number): z.ZodType<DubbeAction> {
  const seat = z.number().int().min(0).max(n - 1);
  return z.discriminatedUnion('type', [
    z.object({ seat, type: z.literal('declareTrump'), suit: z.enum(SUITS) }),
    z.object({ seat, type: z.literal('play'), card: z.enum(deckNames(n) as [string, ...string[]]) }),
    z.object({ seat, type: z.literal('collect') }),
  ]) as z.ZodType<DubbeAction>;
}
