import type { Seat } from '../../engine/game';
import { CLUBS_JACK, FOX, pointsOf, type Card } from './cards';
import { endingOf, type Ending } from './bots-endgame';
import { gameValue, type Party } from './scoring';
import { isNullSolo } from './options';
import { trickWinner, type Played } from './order';
import { playable } from './playout';
import { isSoloGame, modeOf, partyOf } from './parties';
import { partyLevel } from './facts';
import type { DoppelkopfState } from './state';
import { weimarValue } from './weimar/score';

/**
 * Exact play of the last tricks for the game's score, not its card points
 * (issue 30): the same double-dummy alpha-beta as `solveEnding`, but a line
 * is worth what the finished game pays the maximising party — the 121
 * (120 against an only Kontra) and the 90/60/30/schwarz thresholds as the
 * announcements set them, the Absagen, "against the Queens", the Fox
 * caught, the Doppelkopf (a trick of 40+) and Karlchen, through the rules'
 * own arithmetic (`gameValue`, Weimar's `weimarValue` with its extra
 * points and Bock). Left out: Weimar's Dulle caught and its four-card
 * Doppelkopf (personal penalties), the sitting-out share of a game over
 * `sittingOver` (five players), a Genscher during the ending.
 */
export interface ScoreEnding extends Ending {
  /** What the maximising party took before the ending: card points and tricks; the others' tricks; extra points of each side. */
  before: Tally;
  /** Which extra points count per trick in this game. */
  extras: { fox: boolean; doppelkopf: boolean; karlchen: boolean };
  /** The finished game's worth to the maximising party (any positive multiple of its payoff per seat). */
  value: (t: Tally) => number;
  /**
   * Does `value` rise with the maximising party's points, tricks and extras
   * and fall with the others' (DDV: yes; Weimar: no — a missed announcement
   * pays more the more stages the real winner realised)? Only then do the
   * bounds cut.
   */
  monotone: boolean;
}

export interface Tally { points: number; tricks: number; oppTricks: number; extras: number; oppExtras: number }

/**
 * The score-optimal value for the maximising party, the line of play that
 * reaches it (cards in play order, up to where the rest can no longer
 * change the value: any cards then), and the searched nodes. Besides
 * alpha-beta, a node at a trick's start is cut when its bounds meet the
 * window where the value rises with what the maximising party takes
 * (points, tricks, extras) and falls with the others' tricks and extras
 * (`monotone`): the tallies where one side takes all the rest bound it
 * (the exactness test checks this against brute force).
 */
export function solveScore(e: ScoreEnding): { value: number; line: Card[]; nodes: number } {
  const hands = e.hands.map((h) => h.slice());
  const trick: Played[] = e.trick.slice();
  const memo = new Map<number, number>();
  let nodes = 0;
  const next = (s: Seat): Seat => e.order[(e.order.indexOf(s) + 1) % e.order.length]!;
  const worth = (points: number, tricks: number, oppTricks: number, extras: number, oppExtras: number): number => {
    const k = (((points * 16 + tricks) * 16 + oppTricks) * 16 + extras) * 16 + oppExtras;
    let v = memo.get(k);
    if (v === undefined) { v = e.value({ points, tricks, oppTricks, extras, oppExtras }); memo.set(k, v); }
    return v;
  };
  // Card points and Foxes still out (in hands), for the bounds.
  let restPoints = 0;
  let restFoxes = 0;
  for (const h of hands) for (const c of h) { restPoints += pointsOf(c); if (c === FOX) restFoxes++; }
  for (const p of trick) { restPoints += pointsOf(p.card); if (p.card === FOX) restFoxes++; }
  // Triangular principal variation without allocation: pvCards[ply] holds the best line from that ply.
  const depth = e.tricksLeft * e.order.length + 1;
  const pvCards: Card[][] = Array.from({ length: depth + 1 }, () => new Array<Card>(depth).fill(0 as Card));
  const pvLen = new Array<number>(depth + 1).fill(0);

  const search = (turn: Seat, left: number, tp: number, tt: number, ot: number, te: number, oe: number, alpha: number, beta: number, ply: number): number => {
    nodes++;
    pvLen[ply] = 0;
    if (left === 0) return worth(tp, tt, ot, te, oe);
    if (e.monotone && trick.length === 0) {
      const extra = (e.extras.fox ? restFoxes : 0) + (e.extras.doppelkopf ? left : 0) + (e.extras.karlchen ? 1 : 0);
      const high = worth(tp + restPoints, tt + left, ot, te + extra, oe);
      if (high <= alpha) return high;
      const low = worth(tp, tt, ot + left, te, oe + extra);
      if (low >= beta || low === high) return low;
    }
    const maximise = e.team[turn]!;
    const moves = playable(hands[turn]!, trick, e.r);
    let best = maximise ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    for (const c of moves) {
      const hand = hands[turn]!;
      hand.splice(hand.indexOf(c), 1);
      trick.push({ seat: turn, card: c });
      let value: number;
      if (trick.length === e.order.length) {
        const done = trick.slice();
        const winner = trickWinner(done, e.r, left === 1 ? e.secondBeats.last : e.secondBeats.other);
        const ours = e.team[winner]!;
        let pts = 0;
        let extra = 0;
        let foxes = 0;
        for (const p of done) {
          pts += pointsOf(p.card);
          if (p.card === FOX) { foxes++; if (e.extras.fox && e.team[p.seat] !== ours) extra++; }
        }
        if (e.extras.doppelkopf && pts >= 40) extra++;
        if (e.extras.karlchen && left === 1 && done.find((p) => p.seat === winner)!.card === CLUBS_JACK) extra++;
        trick.length = 0;
        restPoints -= pts;
        restFoxes -= foxes;
        value = ours
          ? search(winner, left - 1, tp + pts, tt + 1, ot, te + extra, oe, alpha, beta, ply + 1)
          : search(winner, left - 1, tp, tt, ot + 1, te, oe + extra, alpha, beta, ply + 1);
        restPoints += pts;
        restFoxes += foxes;
        trick.push(...done);
      } else value = search(next(turn), left, tp, tt, ot, te, oe, alpha, beta, ply + 1);
      trick.pop();
      hand.push(c);
      if (maximise ? value > best : value < best) {
        best = value;
        const row = pvCards[ply]!;
        const below = pvCards[ply + 1]!;
        row[0] = c;
        const n = pvLen[ply + 1]!;
        for (let i = 0; i < n; i++) row[i + 1] = below[i]!;
        pvLen[ply] = n + 1;
      }
      if (maximise) { if (best > alpha) alpha = best; } else if (best < beta) beta = best;
      if (alpha >= beta) break;
    }
    return best;
  };
  const b = e.before;
  const value = search(e.turn, e.tricksLeft, b.points, b.tricks, b.oppTricks, b.extras, b.oppExtras, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 0);
  return { value, line: pvCards[0]!.slice(0, pvLen[0]), nodes };
}

/**
 * The score ending of a state in card play, the party of `seat`
 * maximising; null where the solver does not know the score: Ramsch, a
 * Null, a marriage whose partner is still open, a thrown-in deal.
 */
export function scoreEndingOf(state: DoppelkopfState, seat: Seat): ScoreEnding | null {
  const c = state.contract;
  if (!c || state.phase !== 'play' || c.kind === 'ramsch' || (c.kind === 'solo' && isNullSolo(c.solo)) || (c.kind === 'marriage' && c.clarifiedAfter === null)) return null;
  const mine = partyOf(state, seat);
  if (mine === null) return null;
  const o = state.options;
  const normal = modeOf(state) === 'normal';
  const extras = { fox: o.foxCaught && normal, doppelkopf: o.doppelkopf, karlchen: o.karlchen && normal };
  const base = endingOf(state, seat);
  const before: Tally = { points: 0, tricks: 0, oppTricks: 0, extras: 0, oppExtras: 0 };
  for (const t of state.tricks) {
    const ours = base.team[t.winner]!;
    let extra = 0;
    if (extras.fox) for (const p of t.cards) if (p.card === FOX && base.team[p.seat] !== ours) extra++;
    if (extras.doppelkopf && t.points >= 40) extra++;
    if (ours) { before.points += t.points; before.tricks++; before.extras += extra; } else { before.oppTricks++; before.oppExtras += extra; }
  }
  return { ...base, before, extras, value: scoreValue(state, mine), monotone: o.scoring !== 'weimar' };
}

const ddvValues = new Map<string, Map<number, number>>();

/** The finished game's worth to `mine` from its tally (the rules' scoring arithmetic, play.ts and weimar/finish.ts). */
function scoreValue(state: DoppelkopfState, mine: Party): (t: Tally) => number {
  const o = state.options;
  const other: Party = mine === 're' ? 'kontra' : 're';
  const level = { re: partyLevel(state, 're'), kontra: partyLevel(state, 'kontra') };
  const solo = isSoloGame(state);
  const facts = (t: Tally) => ({
    points: { [mine]: t.points, [other]: 240 - t.points } as Record<Party, number>,
    tricks: { [mine]: t.tricks, [other]: t.oppTricks } as Record<Party, number>,
    extras: { [mine]: t.extras, [other]: t.oppExtras } as Record<Party, number>,
  });
  if (o.scoring !== 'weimar') {
    // Each Re player gets value.re (× 3 as soloist, × Bock), each Kontra player −value.re: a seat's payoff is a positive multiple of ±value.re.
    // The values are kept across solves (the playouts of a decision share the announcements): keyed by what gameValue reads besides the tally.
    const key = `${mine}/${level.re}/${level.kontra}/${solo}/${o.againstTheQueens}/${o.doubling}`;
    let known = ddvValues.get(key);
    if (!known) {
      if (ddvValues.size > 64) ddvValues.clear();
      known = new Map();
      ddvValues.set(key, known);
    }
    const cache = known;
    return (t) => {
      const k = (((t.points * 16 + t.tricks) * 16 + t.oppTricks) * 16 + t.extras) * 16 + t.oppExtras;
      let v = cache.get(k);
      if (v === undefined) {
        const re = gameValue({ ...facts(t), level, solo, againstTheQueens: o.againstTheQueens, doubling: o.doubling }).re;
        v = mine === 're' ? re : -re;
        cache.set(k, v);
      }
      return v;
    };
  }
  const c = state.contract!;
  const kontras = state.announcements.filter((a) => a.level >= 1).reduce<Party[]>((ks, a) => (ks.includes(a.party) ? ks : [...ks, a.party]), []);
  const bock = state.ramschGame ? 1 : 2 ** (state.bock[0] ?? 0);
  const extrasCount = !solo || o.soloExtras;
  const marriageLast = c.kind === 'marriage' && c.last && c.partner !== null;
  // Minus points per player of each party (weimar/finish.ts); a seat's payoff is a positive multiple of the other side's minus that of its own.
  return (t) => {
    const f = facts(t);
    const v = weimarValue({ points: f.points, tricks: f.tricks, level, base: o.base, bothMissed: o.bothMissed, blackStage: o.blackStage, kontras, ...(marriageLast ? { marriageLast: true } : {}) });
    const minus: Record<Party, number> = { re: 0, kontra: 0 };
    if (v.loser) minus[v.loser] += v.value * bock * (solo && v.loser === 're' ? 3 : 1);
    if (extrasCount) {
      const net = f.extras.re - f.extras.kontra;
      if (net !== 0) minus[net > 0 ? 'kontra' : 're'] += Math.abs(net) * o.extraPoints;
    }
    return minus[other] - minus[mine];
  };
}
