import type { Level, Party } from '../scoring';

/**
 * Weimar scoring (booklet I.13, I.14): a game is worth `base` minus points
 * for each player of the losing party, doubled for every realised stage
 * (the loser under 90 / 60 / 30 / without a trick), every Kontra said
 * (Re counts as a Kontra: "2-mal Kontra"), and every announced stage.
 * Pure arithmetic on the facts of one game, so the booklet's worked
 * examples test it directly.
 */
export interface WeimarFacts {
  points: Record<Party, number>;
  tricks: Record<Party, number>;
  /** Highest announcement of each party (1 = Re/Kontra, 2 = keine 90 ...). */
  level: Record<Party, Level>;
  /** The Kontras (Re or Kontra) in the order they were said. */
  kontras: Party[];
  base: number;
  bothMissed: 'noScore' | 'realResult';
  /** Null: the soloist (Re) wins by taking no trick; `ouvert` doubles a won Null. */
  nullGame?: { ouvert: boolean };
  /** "Hochzeit 12. Stich": a game won by the couple counts double. */
  marriageLast?: boolean;
  /** "schwarz" (no trick) doubles as a stage of its own; default true. */
  blackStage?: boolean;
}

export interface WeimarLine {
  /** e.g. "base", "realised-under90", "kontra", "stage-no90", "really-lost", "ouvert", "marriage-last". */
  id: string;
  /** Minus points for `base`, else the factor. */
  value: number;
  party?: Party;
  /** A stage announced and missed (I.14①): it still doubles, and its party loses. */
  missed?: boolean;
}

export interface WeimarScore {
  /** The party that loses the game (gets the minus points), null if nothing is scored. */
  loser: Party | null;
  /** Minus points for each player of the losing party (before a solo's ×3, Bock and extras). */
  value: number;
  lines: WeimarLine[];
  /** Minus points per seat of extras: Dulle caught, Doppelkopf, fox, Voller, Karlchen; sitting out. */
  extras: { seat: number; id: string; points: number }[];
}

const other = (p: Party): Party => (p === 're' ? 'kontra' : 're');
const THRESHOLD = [0, 0, 90, 60, 30, 0] as const;

/** Whether `p` realised its announced stage: the other side below 90 / 60 / 30, or without a trick. */
function realised(f: WeimarFacts, p: Party, level: number): boolean {
  const o = other(p);
  return level === 5 ? f.tricks[o] === 0 : f.points[o] < THRESHOLD[level]!;
}

/** Stages realised by the real winner against the real loser. */
function stagesAgainst(f: WeimarFacts, loser: Party): string[] {
  const out: string[] = [];
  if (f.points[loser] < 90) out.push('under90');
  if (f.points[loser] < 60) out.push('under60');
  if (f.points[loser] < 30) out.push('under30');
  if (f.tricks[loser] === 0 && f.blackStage !== false) out.push('black');
  return out;
}

const STAGE_NAMES = ['', '', 'no90', 'no60', 'no30', 'black'];

export function weimarValue(f: WeimarFacts): Omit<WeimarScore, 'extras'> {
  const lines: WeimarLine[] = [{ id: 'base', value: f.base }];
  const kontraLines = (): void => {
    f.kontras.forEach((p, i) => lines.push({ id: `kontra-${i + 1}`, value: 2, party: p }));
  };
  const stageLines = (parties: Party[]): void => {
    for (const p of parties) {
      for (let l = 2; l <= f.level[p]; l++) lines.push({ id: `stage-${STAGE_NAMES[l]}`, value: 2, party: p, ...(missed.includes(p) ? { missed: true } : {}) });
    }
  };
  const done = (loser: Party | null): Omit<WeimarScore, 'extras'> => ({
    loser, lines, value: loser === null ? 0 : lines.reduce((v, l) => (l.id === 'base' ? v : v * l.value), f.base),
  });

  if (f.nullGame) {
    const won = f.tricks.re === 0;
    kontraLines();
    if (won && f.nullGame.ouvert) lines.push({ id: 'ouvert', value: 2 });
    return done(won ? 'kontra' : 're');
  }

  const realWinner: Party = f.points.re >= 121 ? 're' : 'kontra';
  const realLoser = other(realWinner);
  const realStages = (): void => { for (const s of stagesAgainst(f, realLoser)) lines.push({ id: `realised-${s}`, value: 2, party: realWinner }); };
  const missed = (['re', 'kontra'] as const).filter((p) => f.level[p] >= 2 && !realised(f, p, f.level[p]));

  if (missed.length === 2) {
    // I.14②: both sides miss the same stage: the real result with both Kontras. II.1: different stages, as the option says.
    if (f.level.re !== f.level.kontra && f.bothMissed === 'noScore') {
      lines.push({ id: 'both-missed-no-score', value: 0 });
      return done(null);
    }
    realStages();
    kontraLines();
    return done(realLoser);
  }
  if (missed.length === 1) {
    // I.14①: the announcers' real result, raised by Kontra and the announced stage, counted as lost.
    const p = missed[0]!;
    realStages();
    if (realWinner !== p) lines.push({ id: 'really-lost', value: 2, party: p });
    kontraLines();
    stageLines(['re', 'kontra']);
    return done(p);
  }
  realStages();
  kontraLines();
  stageLines(['re', 'kontra']);
  if (f.marriageLast && realWinner === 're') lines.push({ id: 'marriage-last', value: 2 });
  return done(realLoser);
}

/**
 * I.14⑨ Ramsch: minus points by rank of card points, 15 / 10 / 5 / 0; ties
 * (Olympic rule) take the lowest step of the places they share, and the
 * places after them count as taken. Each Kontra and each Jungfrau (a
 * player without a trick) doubles.
 */
export function ramschMinus(points: number[], tricks: number[], kontras: number, steps: readonly number[]): { minus: number[]; factor: number } {
  const jungfrauen = tricks.filter((t) => t === 0).length;
  const factor = 2 ** (kontras + jungfrauen);
  const minus = points.map((pts) => {
    const above = points.filter((q) => q > pts).length;
    const same = points.filter((q) => q === pts).length;
    return steps[above + same - 1]! * factor;
  });
  return { minus, factor };
}

/**
 * I.15 settlement: places by minus points with the Olympic rule (equal
 * minus points share the better place, the following places count as
 * taken); everybody pays at least `minimum` cents, else `centsPerPoint`
 * per minus point.
 */
export function settle(minus: number[], centsPerPoint: number, minimum: number): { place: number; cents: number }[] {
  return minus.map((m) => ({
    place: 1 + minus.filter((o) => o < m).length,
    cents: Math.max(minimum, Math.round(m * centsPerPoint)),
  }));
}
