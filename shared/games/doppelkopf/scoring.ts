/**
 * The value of one finished game after the DDV tournament rules
 * (Turnierspielregeln 7.1, 7.2): who won, then one line per point. Pure
 * arithmetic on the facts of the game, so worked examples test it directly.
 */
export type Party = 're' | 'kontra';

/** 0 nothing, 1 Re/Kontra, 2 keine 90, 3 keine 60, 4 keine 30, 5 schwarz. */
export type Level = 0 | 1 | 2 | 3 | 4 | 5;
export const ANNOUNCEMENT_LEVELS = ['', 'win', 'no90', 'no60', 'no30', 'black'] as const;

export interface GameFacts {
  /** Card points taken by each party (sum 240). */
  points: Record<Party, number>;
  /** Tricks taken by each party. */
  tricks: Record<Party, number>;
  /** Highest announcement of each party. */
  level: Record<Party, Level>;
  /** A solo (declared, silent, or a marriage without partner): no extra points, no "against the Queens". */
  solo: boolean;
  /** Extra points earned by each party (fox caught, Doppelkopf, Karlchen). */
  extras: Record<Party, number>;
  againstTheQueens: boolean;
  /** House rule (option `doubling`): Re and Kontra (`reKontra`), and also each announced stage (`stages`), double the value instead of adding. */
  doubling?: 'off' | 'reKontra' | 'stages';
}

export interface ScoreLine {
  /** Stable id, e.g. "won", "under90", "announced-re", "no90-announced", "against-no60", "against-queens", "extras". */
  id: string;
  party: Party;
  points: number;
}

export interface GameValue {
  winner: Party | null;
  /** Points for each player of Re (per player, before the solo factor and Bock); Kontra gets the negative. */
  re: number;
  lines: ScoreLine[];
}

const other = (p: Party): Party => (p === 're' ? 'kontra' : 're');

/** What an own Absage demands: card points needed, or every trick for schwarz. */
function ownTarget(level: Level): number | 'all' {
  return level === 2 ? 151 : level === 3 ? 181 : level === 4 ? 211 : 'all';
}

/** Whether a party has reached what it needs to win (DDV 7.1). */
function reached(f: GameFacts, p: Party): boolean {
  const o = other(p);
  const own = f.level[p];
  const opp = f.level[o];
  if (own >= 2) {
    const t = ownTarget(own);
    return t === 'all' ? f.tricks[o] === 0 : f.points[p] >= t;
  }
  if (opp >= 2) {
    // Against an Absage the other side wins by reaching what the Absage denies it.
    const t = ownTarget(opp);
    return t === 'all' ? f.tricks[p] > 0 : f.points[p] >= 241 - t;
  }
  // Kontra wins with 120, unless only Kontra was announced: then Re wins with 120.
  const onlyKontra = f.level.kontra >= 1 && f.level.re === 0;
  const need = p === 're' ? (onlyKontra ? 120 : 121) : onlyKontra ? 121 : 120;
  return f.points[p] >= need;
}

export function gameValue(f: GameFacts): GameValue {
  const lines: ScoreLine[] = [];
  const reWon = reached(f, 're');
  const kontraWon = reached(f, 'kontra') && !reWon;
  const winner: Party | null = reWon ? 're' : kontraWon ? 'kontra' : null;
  if (winner) {
    const loser = other(winner);
    const add = (id: string, points = 1): void => { lines.push({ id, party: winner, points }); };
    add('won');
    if (f.points[loser] < 90) add('under90');
    if (f.points[loser] < 60) add('under60');
    if (f.points[loser] < 30) add('under30');
    if (f.tricks[loser] === 0) add('black');
    const doubling = f.doubling ?? 'off';
    if (doubling === 'off') {
      if (f.level.re >= 1) add('announced-re', 2);
      if (f.level.kontra >= 1) add('announced-kontra', 2);
    }
    if (doubling !== 'stages') {
      for (const p of ['re', 'kontra'] as const) {
        for (let l = 2; l <= f.level[p]; l++) add(`${p}-${ANNOUNCEMENT_LEVELS[l]}-announced`);
      }
    }
    // Points reached against the loser's Absagen: 120 against keine 90, 90 against keine 60, 60 / 30.
    const against = [0, 0, 120, 90, 60, 30];
    for (let l = 2; l <= f.level[loser]; l++) {
      if (f.points[winner] >= against[l]!) add(`against-${ANNOUNCEMENT_LEVELS[l]}`);
    }
    if (winner === 'kontra' && !f.solo && f.againstTheQueens) add('against-queens');
    if (doubling !== 'off') {
      // Each doubling is a line worth the value so far, so the lines still add up to the value.
      const double = (id: string): void => add(id, lines.reduce((sum, l) => sum + l.points, 0));
      if (f.level.re >= 1) double('doubled-re');
      if (f.level.kontra >= 1) double('doubled-kontra');
      if (doubling === 'stages') {
        for (const p of ['re', 'kontra'] as const) for (let l = 2; l <= f.level[p]; l++) double(`doubled-${p}-${ANNOUNCEMENT_LEVELS[l]}`);
      }
    }
  }
  if (!f.solo) {
    for (const p of ['re', 'kontra'] as const) if (f.extras[p] > 0) lines.push({ id: 'extras', party: p, points: f.extras[p] });
  }
  const re = lines.reduce((s, l) => s + (l.party === 're' ? l.points : -l.points), 0);
  return { winner, re, lines };
}
