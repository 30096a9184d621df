import { z } from 'zod';
import { RecordError } from '../../engine/errors';

export interface DubbeOptions {
  /** Rounds in the game: a multiple of the player count (the rulebook's presets are all multiples). */
  rounds: number;
  /** Variant "Schwarzer Würfel". */
  blackDie: boolean;
}

/** The rulebook's game lengths by player count; the first is the default. */
export const ROUND_PRESETS: Record<number, number[]> = { 2: [4, 6, 8], 3: [6, 9], 4: [4, 8], 5: [5, 10] };

const OptionsSchema = z.strictObject({
  rounds: z.number().int().positive().optional(),
  blackDie: z.boolean().optional(),
});

export function parseOptions(raw: unknown, players: number): DubbeOptions {
  const parsed = OptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `options.${issue.path.join('.')}` : 'options';
    throw new RecordError(`${where}: ${issue.message}`);
  }
  const rounds = parsed.data.rounds ?? ROUND_PRESETS[players]![0]!;
  if (rounds % players !== 0) {
    throw new RecordError(
      `options.rounds: ${rounds} is not a multiple of ${players} (presets for ${players} players: ${ROUND_PRESETS[players]!.join('/')})`,
    );
  }
  return { rounds, blackDie: parsed.data.blackDie ?? false };
}
