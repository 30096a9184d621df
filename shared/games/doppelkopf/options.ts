import { z } from 'zod';
import { RecordError } from '../../engine/errors';

import { isNullSolo, SOLOS, STANDARD_SOLOS, type SoloId } from './solos';

export { isNullSolo, SOLOS, STANDARD_SOLOS, type SoloId };

/** Whether the second of two Dullen in a trick beats the first. */
export const SECOND_DULLE = ['beats', 'beatsExceptLastTrick', 'loses'] as const;
/** Which foreign trick makes its winner the partner of a marriage. */
export const MARRIAGE_PARTNER = ['any', 'plain', 'trump'] as const;
export const POVERTY_PASS = ['trumps', 'three'] as const;
export const SOLO_LEAD = ['soloist', 'leftOfDealer'] as const;
export const BOCK_TRIGGERS = ['tie', 'bothAnnounced', 'soloLost'] as const;
/**
 * The named rule sets a table starts from (shared/games/doppelkopf/presets.ts):
 * `ddv` the DDV tournament rules exactly; `standard` the app's first default,
 * DDV with poverty and throw-ins (the id records made before issue 28 carry);
 * `weimar` the Weimar house rules.
 */
export const PRESETS = ['ddv', 'standard', 'weimar'] as const;
export const SCORING = ['ddv', 'weimar'] as const;
/** `full`: the suit replaces Diamonds under Dullen, Queens and Jacks; `suitOnly`: only that suit is trump. */
export const SUIT_SOLO = ['full', 'suitOnly'] as const;
/** Several solos declared: `first` the seat asked first, `highest` the highest in `solos` order wins. */
export const SOLO_ORDER = ['first', 'highest'] as const;
export const SCHWEINE = ['off', 'said', 'automatic'] as const;
export const ANNOUNCE_DEADLINES = ['ddv', 'table5and13'] as const;
export const DOUBLING = ['off', 'reKontra', 'stages'] as const;
export const HYPERSCHWEINE = ['off', 'nines', 'kings'] as const;
/** Genscher: `normal` only in normal games (the silent solo included), `partnerGames` also in a marriage with its partner found and a poverty game taken. */
export const GENSCHER = ['off', 'normal', 'partnerGames'] as const;
/** Genscher after announcements: allowed (they stay with the players who made them), not once the Genscher's party announced, not once anybody did. */
export const GENSCHER_ANNOUNCED = ['withPlayer', 'notAfterOwn', 'notAfterAny'] as const;
/** The party the Genscher and the partner play as: always Re, or the Genscher's own party before the switch. */
export const GENSCHER_PARTY = ['re', 'own'] as const;
/** Both parties miss different announced stages (Weimar booklet II.1): Vorschlag 1 / Vorschlag 2. */
export const BOTH_MISSED = ['noScore', 'realResult'] as const;

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
  /**
   * Schweine (docs/doppelkopf.md, "Additions"): both Foxes in one hand are
   * the highest trumps, `said` once their holder says "Schweine" (before
   * playing a Fox), `automatic` without a word; `off` in DDV.
   */
  schweine: (typeof SCHWEINE)[number];
  /** Schweine also in the solos whose trumps are the normal ones (Diamonds solo, Trumpfsolo). */
  schweineInSolos: boolean;
  /** Schweine also in a poverty game (counted in the hand after the exchange). */
  schweinePoverty: boolean;
  /** Hyperschweine ("Superschweine" in some rounds): both Diamonds Nines or Kings in one hand rank above the Schweine. */
  hyperschweine: (typeof HYPERSCHWEINE)[number];
  /**
   * Genscher (docs/doppelkopf.md, "Additions"): the holder of both Kings of
   * Diamonds, playing the first of them, may name any other player as the
   * new partner; the two are Re from then on. `off` in every preset.
   */
  genscher: (typeof GENSCHER)[number];
  /** What announcements made before a Genscher mean for it (`GENSCHER_ANNOUNCED`). */
  genscherAnnounced: (typeof GENSCHER_ANNOUNCED)[number];
  /** The party of the Genscher and the partner after the switch (`GENSCHER_PARTY`). */
  genscherParty: (typeof GENSCHER_PARTY)[number];
  /** The Genscher may name the player it knows to be its partner already (making the parties public, changing nothing else). */
  genscherSamePartner: boolean;
  /** Kings of Diamonds that count as Hyperschweine (`hyperschweine: "kings"`) may still make a Genscher. */
  genscherHyper: boolean;
  /** House rule "Re bis zur 5. Karte, Kontra bis zur 13.": Re/Kontra deadlines counted in cards on the table (`table5and13`) instead of DDV's cards held. */
  announceDeadlines: (typeof ANNOUNCE_DEADLINES)[number];
  /** House rule: Re and Kontra (`reKontra`), and each announced stage too (`stages`), double the game value instead of adding points. */
  doubling: (typeof DOUBLING)[number];
  /** Extra points (normal games, marriage and poverty; never in solos). */
  foxCaught: boolean;
  doppelkopf: boolean;
  karlchen: boolean;
  /**
   * Weimar scoring: fox, Karlchen, Voller and Doppelkopf (I.14⑦) also in solos (not in a Null).
   * Decision (docs/weimar.md): off, as in the generally accepted rules; the I.14⑥ penalty is no extra and always counts.
   */
  soloExtras: boolean;
  /** +1 when Kontra wins a game that is not a solo. */
  againstTheQueens: boolean;
  /** Bock rounds: after a trigger, the next round at the table (one game per seat) counts double; they stack. */
  bock: boolean;
  bockTriggers: (typeof BOCK_TRIGGERS)[number][];
  /** The house rules these options started from (the record names it, so replay scores by them). */
  preset: (typeof PRESETS)[number];
  /** The name of the club's house-rules set these options were saved as ("Dienstagsrunde"); a label only, no rule. */
  houseRules?: string;
  /** `ddv`: tournament points (zero sum); `weimar`: doubling and minus points (shared/games/doppelkopf/weimar). */
  scoring: (typeof SCORING)[number];
  suitSolo: (typeof SUIT_SOLO)[number];
  soloOrder: (typeof SOLO_ORDER)[number];
  /** Marriage: count `marriageTricks` among all tricks, or among plain-suit tricks only ("die ersten drei Farbstiche"). */
  marriageCount: 'tricks' | 'plainTricks';
  /** "Hochzeit 12. Stich": the bride may name the last trick's winner as partner; a won game counts double. */
  marriageLast: boolean;
  /** Poverty (Schieben): the player asked sees the cards before answering when fewer than this many trumps are pushed. */
  povertySeeBelow: number;
  /** Poverty: `any` asks each in turn; `first` only the player on the poor player's left: play or throw in (Einmischen). */
  povertyTakers: 'any' | 'first';
  /** Poverty and a marriage declared together: throw in (no clear partner). */
  povertyMarriageThrowIn: boolean;
  /** A marriage with three trumps in all may ask to throw in. */
  throwMarriage: boolean;
  /** An announced stage (keine 90 ...) needs the party's own Re/Kontra said before. */
  stageNeedsKontra: boolean;
  bothMissed: (typeof BOTH_MISSED)[number];
  /** Weimar scoring: minus points of a simple game, of each extra point (fox, Voller, Karlchen), of a Doppelkopf on top, of a Dulle caught. */
  base: number;
  extraPoints: number;
  doppelkopfPoints: number;
  dulleCaughtPoints: number;
  /** Those sitting out share in games over `sittingOver` minus points: the dealer `sittingDealer`, others `sittingOthers`. */
  sittingOver: number;
  sittingDealer: number;
  sittingOthers: number;
  /** Weimar scoring: taking every trick ("schwarz") doubles once more, as a stage of its own beyond "under 30". */
  blackStage: boolean;
  /** Ramsch: card points that make a Durchmarsch (scored as a won solo), taken without being said; 0: none. */
  durchmarschAt: number;
  /** Ramsch round (one game per seat) after a meal break. */
  ramsch: boolean;
  ramschSteps: number[];
  /** Jokers per player for the evening, and free jokers for everybody. */
  jokers: number;
  freeJokers: number;
  /** Solos each player must have played by closing time (Pflichtsolos); 0: none. */
  pflichtSolos: number;
  /** The evening agreed in games: meal break (→ Ramsch round) and closing time after this many scored games; 0: said at the table. */
  mealBreakAfter: number;
  closingAfter: number;
  /** I.15 settlement: cents per minus point (not in the booklet: agreed at the table; 0.1 = 1 € per 1000) and the minimum everybody pays (1 €). */
  centsPerPoint: number;
  minimumCents: number;
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
  schweine: z.enum(SCHWEINE).optional(),
  announceDeadlines: z.enum(ANNOUNCE_DEADLINES).optional(),
  doubling: z.enum(DOUBLING).optional(),
  schweineInSolos: z.boolean().optional(),
  schweinePoverty: z.boolean().optional(),
  hyperschweine: z.enum(HYPERSCHWEINE).optional(),
  genscher: z.enum(GENSCHER).optional(),
  genscherAnnounced: z.enum(GENSCHER_ANNOUNCED).optional(),
  genscherSamePartner: z.boolean().optional(),
  genscherParty: z.enum(GENSCHER_PARTY).optional(),
  genscherHyper: z.boolean().optional(),
  foxCaught: z.boolean().optional(),
  doppelkopf: z.boolean().optional(),
  karlchen: z.boolean().optional(),
  againstTheQueens: z.boolean().optional(),
  soloExtras: z.boolean().optional(),
  bock: z.boolean().optional(),
  bockTriggers: z.array(z.enum(BOCK_TRIGGERS)).optional(),
  preset: z.enum(PRESETS).optional(),
  houseRules: z.string().trim().min(1).max(60).optional(),
  scoring: z.enum(SCORING).optional(),
  suitSolo: z.enum(SUIT_SOLO).optional(),
  soloOrder: z.enum(SOLO_ORDER).optional(),
  marriageCount: z.enum(['tricks', 'plainTricks']).optional(),
  marriageLast: z.boolean().optional(),
  povertySeeBelow: z.number().int().min(0).max(6).optional(),
  povertyTakers: z.enum(['any', 'first']).optional(),
  povertyMarriageThrowIn: z.boolean().optional(),
  throwMarriage: z.boolean().optional(),
  stageNeedsKontra: z.boolean().optional(),
  bothMissed: z.enum(BOTH_MISSED).optional(),
  base: z.number().int().min(1).max(1000).optional(),
  extraPoints: z.number().int().min(0).max(1000).optional(),
  doppelkopfPoints: z.number().int().min(0).max(1000).optional(),
  dulleCaughtPoints: z.number().int().min(0).max(1000).optional(),
  sittingOver: z.number().int().min(0).max(100000).optional(),
  sittingDealer: z.number().int().min(0).max(1000).optional(),
  sittingOthers: z.number().int().min(0).max(1000).optional(),
  blackStage: z.boolean().optional(),
  durchmarschAt: z.number().int().min(0).max(240).optional(),
  ramsch: z.boolean().optional(),
  ramschSteps: z.array(z.number().int().min(0).max(1000)).length(4).optional(),
  jokers: z.number().int().min(0).max(10).optional(),
  freeJokers: z.number().int().min(0).max(20).optional(),
  pflichtSolos: z.number().int().min(0).max(10).optional(),
  mealBreakAfter: z.number().int().min(0).max(1000).optional(),
  closingAfter: z.number().int().min(0).max(1000).optional(),
  centsPerPoint: z.number().min(0).max(10000).optional(),
  minimumCents: z.number().int().min(0).max(1000000).optional(),
});

export function defaultOptions(players: number): DoppelkopfOptions {
  return {
    games: 4 * players,
    withNines: true,
    dullen: true,
    secondDulle: 'loses',
    solos: [...STANDARD_SOLOS],
    soloLead: 'soloist',
    marriage: true,
    marriageTricks: 3,
    marriagePartner: 'any',
    poverty: true,
    povertyMaxTrumps: 3,
    povertyPass: 'trumps',
    throwNines: true,
    throwKings: true,
    schweine: 'off',
    announceDeadlines: 'ddv',
    doubling: 'off',
    schweineInSolos: false,
    schweinePoverty: true,
    hyperschweine: 'off',
    genscher: 'off',
    genscherAnnounced: 'withPlayer',
    genscherSamePartner: true,
    genscherParty: 're',
    genscherHyper: true,
    foxCaught: true,
    doppelkopf: true,
    karlchen: true,
    againstTheQueens: true,
    soloExtras: false,
    bock: false,
    bockTriggers: ['tie', 'bothAnnounced'],
    preset: 'standard',
    scoring: 'ddv',
    suitSolo: 'full',
    soloOrder: 'first',
    marriageCount: 'tricks',
    marriageLast: false,
    povertySeeBelow: 0,
    povertyTakers: 'any',
    povertyMarriageThrowIn: false,
    throwMarriage: false,
    stageNeedsKontra: false,
    bothMissed: 'realResult',
    base: 10,
    extraPoints: 5,
    doppelkopfPoints: 5,
    dulleCaughtPoints: 50,
    sittingOver: 100,
    sittingDealer: 50,
    sittingOthers: 30,
    blackStage: true,
    durchmarschAt: 160,
    ramsch: false,
    ramschSteps: [15, 10, 5, 0],
    jokers: 0,
    freeJokers: 0,
    pflichtSolos: 0,
    mealBreakAfter: 0,
    closingAfter: 0,
    centsPerPoint: 0.1,
    minimumCents: 100,
  };
}

/** The raw options checked field by field (unknown or ill-typed fields are a RecordError); unset fields stay out. */
export function checkOptions(raw: unknown): Partial<DoppelkopfOptions> {
  const parsed = OptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `options.${issue.path.join('.')}` : 'options';
    throw new RecordError(`${where}: ${issue.message}`);
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Partial<DoppelkopfOptions>;
}

/**
 * The options from the core defaults, a preset's overrides (given by the
 * caller: presets plug in from outside, shared/games/doppelkopf/presets.ts)
 * and what the table set, checked as a whole. `soloRank` orders the solos
 * (lowest first) when the preset ranks them.
 */
export function resolveOptions(defined: Partial<DoppelkopfOptions>, players: number, overrides: Partial<DoppelkopfOptions> = {}, soloRank: readonly SoloId[] = SOLOS): DoppelkopfOptions {
  const options = { ...defaultOptions(players), ...overrides, ...defined } as DoppelkopfOptions;
  // The standard keeps the declaration order of SOLOS; a variant may rank them (lowest first) and play the highest.
  options.solos = soloRank.filter((s) => options.solos.includes(s));
  if (options.scoring === 'ddv' && options.solos.some(isNullSolo)) {
    throw new RecordError('options.solos: Null games are scored only with scoring "weimar"');
  }
  if (options.scoring === 'ddv' && (options.ramsch || options.pflichtSolos > 0 || options.mealBreakAfter > 0 || options.closingAfter > 0)) {
    throw new RecordError('options: Ramsch, Pflichtsolos and the evening\'s schedule need scoring "weimar"');
  }
  if (options.closingAfter > 0 && options.closingAfter >= options.games) {
    throw new RecordError(`options.closingAfter: ${options.closingAfter} is not before the last of ${options.games} games`);
  }
  if (options.hyperschweine !== 'off' && options.schweine === 'off') throw new RecordError('options.hyperschweine: Hyperschweine rank above the Schweine; switch on "schweine" first');
  if (options.hyperschweine === 'nines' && !options.withNines) throw new RecordError('options.hyperschweine: "nines" needs the Nines in the deck (without them: "kings")');
  options.bockTriggers = BOCK_TRIGGERS.filter((t) => options.bockTriggers.includes(t));
  if (options.marriageTricks > (options.withNines ? 12 : 10)) {
    throw new RecordError(`options.marriageTricks: ${options.marriageTricks} is more than the tricks in a game`);
  }
  return options;
}
