import { z } from 'zod';
import { RecordError } from '../../engine/errors';

/** The solos a player may declare, by the id used in actions and options. */
export const SOLOS = ['queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'meatless'] as const;
export type SoloId = (typeof SOLOS)[number];

/** Whether the second of two Dullen in a trick beats the first. */
export const SECOND_DULLE = ['beats', 'beatsExceptLastTrick', 'loses'] as const;
/** Which foreign trick makes its winner the partner of a marriage. */
export const MARRIAGE_PARTNER = ['any', 'plain', 'trump'] as const;
export const POVERTY_PASS = ['trumps', 'three'] as const;
export const SOLO_LEAD = ['soloist', 'leftOfDealer'] as const;
export const BOCK_TRIGGERS = ['tie', 'bothAnnounced', 'soloLost'] as const;

/**
 * Every rule that tables play differently is a named option with the
 * default of the standard game (docs/doppelkopf.md lists them with the
 * reasons); a house preset (e.g. Weimar) is a set of overrides on top.
 */
export interface DoppelkopfOptions {
  /** Scored games in the whole match (thrown-in deals do not count). */
  games: number;
  /** 48 cards with the Nines (12 each), or 40 without (10 each). */
  withNines: boolean;
  /** The Hearts Tens are the highest trumps. */
  dullen: boolean;
  secondDulle: (typeof SECOND_DULLE)[number];
  /** Solos that may be declared. */
  solos: SoloId[];
  /** Who leads the first trick of a solo. */
  soloLead: (typeof SOLO_LEAD)[number];
  marriage: boolean;
  /** The partner must be found within this many tricks, else the marriage becomes a solo. */
  marriageTricks: number;
  marriagePartner: (typeof MARRIAGE_PARTNER)[number];
  poverty: boolean;
  /** A hand with at most this many trumps may declare poverty. */
  povertyMaxTrumps: number;
  /** `trumps`: hand over exactly the trumps; `three`: three cards, all trumps among them. */
  povertyPass: (typeof POVERTY_PASS)[number];
  /** Throw in on request with at least 5 Nines / 5 Kings. */
  throwNines: boolean;
  throwKings: boolean;
  /** Extra points (normal games, marriage and poverty; never in solos). */
  foxCaught: boolean;
  doppelkopf: boolean;
  karlchen: boolean;
  /** +1 when Kontra wins a game that is not a solo. */
  againstTheQueens: boolean;
  /** Bock rounds: after a trigger, the next round at the table (one game per seat) counts double; they stack. */
  bock: boolean;
  bockTriggers: (typeof BOCK_TRIGGERS)[number][];
}

const OptionsSchema = z.strictObject({
  games: z.number().int().positive().max(1000).optional(),
  withNines: z.boolean().optional(),
  dullen: z.boolean().optional(),
  secondDulle: z.enum(SECOND_DULLE).optional(),
  solos: z.array(z.enum(SOLOS)).optional(),
  soloLead: z.enum(SOLO_LEAD).optional(),
  marriage: z.boolean().optional(),
  marriageTricks: z.number().int().min(1).max(10).optional(),
  marriagePartner: z.enum(MARRIAGE_PARTNER).optional(),
  poverty: z.boolean().optional(),
  povertyMaxTrumps: z.number().int().min(0).max(5).optional(),
  povertyPass: z.enum(POVERTY_PASS).optional(),
  throwNines: z.boolean().optional(),
  throwKings: z.boolean().optional(),
  foxCaught: z.boolean().optional(),
  doppelkopf: z.boolean().optional(),
  karlchen: z.boolean().optional(),
  againstTheQueens: z.boolean().optional(),
  bock: z.boolean().optional(),
  bockTriggers: z.array(z.enum(BOCK_TRIGGERS)).optional(),
});

export function defaultOptions(players: number): DoppelkopfOptions {
  return {
    games: 4 * players,
    withNines: true,
    dullen: true,
    secondDulle: 'beats',
    solos: [...SOLOS],
    soloLead: 'soloist',
    marriage: true,
    marriageTricks: 3,
    marriagePartner: 'any',
    poverty: true,
    povertyMaxTrumps: 3,
    povertyPass: 'trumps',
    throwNines: true,
    throwKings: true,
    foxCaught: true,
    doppelkopf: true,
    karlchen: true,
    againstTheQueens: true,
    bock: false,
    bockTriggers: ['tie', 'bothAnnounced'],
  };
}

export function parseOptions(raw: unknown, players: number): DoppelkopfOptions {
  const parsed = OptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `options.${issue.path.join('.')}` : 'options';
    throw new RecordError(`${where}: ${issue.message}`);
  }
  const defined = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
  const options = { ...defaultOptions(players), ...defined } as DoppelkopfOptions;
  options.solos = SOLOS.filter((s) => options.solos.includes(s));
  options.bockTriggers = BOCK_TRIGGERS.filter((t) => options.bockTriggers.includes(t));
  if (options.marriageTricks > (options.withNines ? 12 : 10)) {
    throw new RecordError(`options.marriageTricks: ${options.marriageTricks} is more than the tricks in a game`);
  }
  return options;
}
