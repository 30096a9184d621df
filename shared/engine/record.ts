import { z } from 'zod';
import { RecordError } from './errors';
import type { Action, Deal } from './game';

/** `../shared/formats/table-record.md`: the save file, the export and the input of `replay`. */
export const RECORD_FORMAT = 'stammtisch-record/1';

const RecordRoundSchema = z.looseObject({
  dealer: z.number().int().nonnegative(),
  hands: z.array(z.array(z.string())),
  // Each action's shape is the game's to check (Game.actionSchema), with its round and index in the message.
  actions: z.array(z.unknown()),
});

export const TableRecordSchema = z.looseObject({
  format: z.string(),
  game: z.string().min(1),
  players: z.array(z.string()).min(1),
  options: z.record(z.string(), z.unknown()).optional(),
  rounds: z.array(RecordRoundSchema),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type RecordRound = Deal & { actions: Action[] };

/**
 * Who chose a recorded action, when it was not the person at the seat
 * (`"by"` beside the action's own keys; docs/history.md): `bot` for a bot's
 * seat (a host bot or a bot client), `stand-in` for a bot playing a person's
 * seat while they are away. Absent: the seat's own player (and in every
 * record written before the mark existed). The rules ignore it.
 */
export const ACTED_BY = ['bot', 'stand-in'] as const;
export type ActedBy = (typeof ACTED_BY)[number];

/** The `by` mark of a recorded action, or null (the seat's own player, or an older record). */
export function actedBy(action: unknown): ActedBy | null {
  const by = (action as { by?: unknown } | null)?.by;
  return (ACTED_BY as readonly unknown[]).includes(by) ? (by as ActedBy) : null;
}

/**
 * Who held the seat when the action was taken, when that is not the seat's
 * name in `players` (`"who"` beside the action's keys; docs/history.md): a
 * person who took over a bot's seat or a seat someone left mid-game, or the
 * bot that took a removed person's seat. Null: the seat's own name (and
 * every record written before the mark existed). The rules ignore it.
 */
export function actedAs(action: unknown): string | null {
  const who = (action as { who?: unknown } | null)?.who;
  return typeof who === 'string' && who.length > 0 ? who : null;
}


export interface TableRecord {
  format: typeof RECORD_FORMAT;
  game: string;
  players: string[];
  options: Record<string, unknown>;
  rounds: RecordRound[];
  /** Not rules: the seed for future deals, timestamps, the table name. */
  meta?: Record<string, unknown>;
  [extra: string]: unknown;
}

/** Checks the record's shape; the game checks the deals and actions. Throws RecordError. */
export function parseRecord(raw: unknown): TableRecord {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new RecordError('not a table record: expected a JSON object');
  }
  const format = (raw as { format?: unknown }).format;
  if (format !== RECORD_FORMAT) {
    throw new RecordError(`unknown format tag ${JSON.stringify(format)}: expected "${RECORD_FORMAT}"`);
  }
  const parsed = TableRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : 'record';
    throw new RecordError(`${where}: ${issue.message}`);
  }
  return { ...parsed.data, format: RECORD_FORMAT, options: parsed.data.options ?? {} } as TableRecord;
}

export function parseRecordText(text: string): TableRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new RecordError(`not JSON: ${(e as Error).message}`);
  }
  return parseRecord(raw);
}
