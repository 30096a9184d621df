import { z } from 'zod';
import { RecordError } from '../../engine/errors';

/** Every decision the rule text leaves open, with its default; see docs/dobbm.md. */
export interface DobbmOptions {
  /** What a Match costs each defender, in Schilling (or cents): typically 6, 12, 60, 120 or 240. */
  stake: number;
  /** Played hands (thrown-in deals do not count) before the session ends or the Mußrunde starts. */
  hands: number;
  /** End the session with a Mußrunde: one forced declarer per seat, the deal passing left. */
  mussrunde: boolean;
  /** May the Herz Sau be discarded as its own trump? By default every discarded Sau needs another heart with it. */
  heartSowCoversItself: boolean;
  /** Completed tricks players may look back at: (the text) only their own side's plus the last one, or all of them. */
  lookBack: 'all' | 'own';
  /** Most doubles (Schwacher plus Retours) in one hand; null: without limit, as the text says (the engine stops at 40). */
  doublingLimit: number | null;
}

export const TYPICAL_STAKES = [6, 12, 60, 120, 240] as const;
/** Past this many doubles the payments no longer fit exactly into a JavaScript number. */
export const HARD_DOUBLING_LIMIT = 40;

export const DEFAULT_OPTIONS: DobbmOptions = {
  stake: 60,
  hands: 20,
  mussrunde: true,
  heartSowCoversItself: false,
  lookBack: 'own',
  doublingLimit: null,
};

const OptionsSchema = z.strictObject({
  stake: z.number().int().min(1).max(6000).optional(),
  hands: z.number().int().min(0).max(10000).optional(),
  mussrunde: z.boolean().optional(),
  heartSowCoversItself: z.boolean().optional(),
  lookBack: z.enum(['all', 'own']).optional(),
  doublingLimit: z.number().int().min(0).max(HARD_DOUBLING_LIMIT).nullable().optional(),
});

export function parseOptions(raw: unknown, _players: number): DobbmOptions {
  const parsed = OptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `options.${issue.path.join('.')}` : 'options';
    throw new RecordError(`${where}: ${issue.message}`);
  }
  const options = { ...DEFAULT_OPTIONS };
  for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) (options as Record<string, unknown>)[k] = v;
  if (options.hands === 0 && !options.mussrunde) {
    throw new RecordError('options.hands: a session without a Mußrunde needs at least one hand');
  }
  return options;
}
