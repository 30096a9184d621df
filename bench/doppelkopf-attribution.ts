/**
 * Where a duplicate level run's points come from (issue 30), for
 * bench/doppelkopf-level.ts: every deal is played twice with the hands in
 * the same seats, once by each kind, so a deal's difference can be laid at
 * the first kind of decision in which the two kinds answered the same hand
 * differently — a reservation (solo, marriage, poverty, throw-in), else an
 * announcement or Absage, else only the card play (and its random draws).
 * Besides that it counts, per kind, the solos played and what the soloist
 * made, and the announcements said and what the announcing seat made in
 * that game.
 */
import type { Bot } from '../shared/engine/game';
import type { DoppelkopfAction } from '../shared/games/doppelkopf/actions';
import type { GameRecord } from '../shared/games/doppelkopf/state';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { tInterval, type Interval } from '../src-main/cli/duplicate';

/** A call a seat made (anything but a card): the game it was in (index in the score sheet) and what. */
export interface Call {
  game: number;
  what: string;
}

/** Records every call `bot` makes into `calls[seat]`. */
export function recording(bot: Bot<DoppelkopfView>, calls: Call[][]): Bot<DoppelkopfView> {
  return {
    ...bot,
    decide(view, rng) {
      const a = bot.decide(view, rng) as DoppelkopfAction | null;
      if (a && a.type !== 'play' && view.seat !== null) {
        const what = a.type === 'reserve' ? `reserve:${a.reservation}` : a.type === 'announce' ? `announce:${a.announcement}` : a.type;
        calls[view.seat]!.push({ game: view.score.games.length, what });
      }
      return a;
    },
  };
}

/** One rotation of a deal: the side (0: A, 1: B) of each seat, their calls, the games played, the unit of points. */
export interface Rotation {
  side: number[];
  calls: Call[][];
  games: readonly GameRecord[];
  unit: number;
}

const reservations = (cs: Call[]): string => cs.filter((c) => c.what.startsWith('reserve:')).map((c) => `${c.game}:${c.what}`).join(',');
const announcements = (cs: Call[]): string => cs.filter((c) => c.what.startsWith('announce:')).map((c) => `${c.game}:${c.what}`).join(',');

/**
 * For a deal where the kinds answered a hand's reservation differently:
 * what A and what B answered in the first game where they did (a throw-in
 * or a poverty nobody took deals again), for the first seat that differed,
 * as `A<-B` (the reservation bench's notation, bench/doppelkopf-reserve.ts),
 * e.g. `soloMeatless<-healthy`; null where every hand got the same answer.
 * A deal's line carries it, so a level run tells what a kind of solo won
 * at the bots' own card play against the same hand played the other way.
 */
export function answeredOf(r0: Rotation, r1: Rotation): string | null {
  const answers = (cs: Call[], game: number): string =>
    cs.filter((c) => c.game === game && c.what.startsWith('reserve:')).map((c) => c.what.slice('reserve:'.length)).join('+') || 'none';
  const games = Math.max(r0.games.length, r1.games.length, 1);
  for (let g = 0; g < games; g++) {
    for (let s = 0; s < r0.calls.length; s++) {
      const [a, b] = r0.side[s] === 0 ? [r0, r1] : [r1, r0];
      const x = answers(a.calls[s]!, g);
      const y = answers(b.calls[s]!, g);
      if (x !== y) return `${x}<-${y}`;
    }
  }
  return null;
}

/** The first kind of decision in which the two rotations answered some hand differently, with the first game's contract. */
export function categoryOf(r0: Rotation, r1: Rotation): string {
  const seats = r0.calls.length;
  const contract = (r0.games[0]?.type ?? 'none').replace(/^solo.*/, 'solo');
  for (let s = 0; s < seats; s++) if (reservations(r0.calls[s]!) !== reservations(r1.calls[s]!)) return 'reservation';
  for (let s = 0; s < seats; s++) if (announcements(r0.calls[s]!) !== announcements(r1.calls[s]!)) return `announce/${contract}`;
  return `cards/${contract}`;
}

interface Tally {
  n: number;
  sum: number;
  won: number;
}
const add = (m: Map<string, Tally>, k: string, v: number, won: boolean): void => {
  const t = m.get(k) ?? { n: 0, sum: 0, won: 0 };
  t.n++;
  t.sum += v;
  if (won) t.won++;
  m.set(k, t);
};
/**
 * A seat won its game if it scored more than the other party: in DDV points
 * that is above zero, in Weimar minus points (a winner scores 0) less lost.
 * Without parties (Ramsch), above zero.
 */
function wonBy(g: GameRecord, s: number): boolean {
  const others = g.re.includes(s) ? g.kontra : g.kontra.includes(s) ? g.re : [];
  if (others.length === 0) return g.points[s]! > 0;
  return g.points[s]! > Math.max(...others.map((o) => g.points[o]!));
}
const out = (m: Map<string, Tally>): Record<string, { n: number; mean: number; won: number }> =>
  Object.fromEntries([...m].sort((x, y) => y[1].n - x[1].n).map(([k, t]) => [k, { n: t.n, mean: Math.round((t.sum / t.n) * 1000) / 1000, won: Math.round((t.won / t.n) * 1000) / 1000 }]));

/** Collects the deals of a run. */
export class Attribution {
  private readonly byCategory = new Map<string, number[]>();
  /** Per side: solos by kind, the soloist's points (in units). */
  private readonly solos = [new Map<string, Tally>(), new Map<string, Tally>()];
  /** Per side: announcements by name, the announcing seat's points in that game. */
  private readonly said = [new Map<string, Tally>(), new Map<string, Tally>()];
  private deals = 0;

  /** A deal's two rotations and its difference per seat and game (as the level bench counts it). */
  add(r0: Rotation, r1: Rotation, diff: number): void {
    this.deals++;
    const k = categoryOf(r0, r1);
    this.byCategory.set(k, [...(this.byCategory.get(k) ?? []), diff]);
    for (const r of [r0, r1]) {
      r.games.forEach((g, gi) => {
        if (g.scored && g.type.startsWith('solo') && g.re.length === 1) {
          const soloist = g.re[0]!;
          add(this.solos[r.side[soloist]!]!, g.type, g.points[soloist]! / r.unit, wonBy(g, soloist));
        }
        r.calls.forEach((cs, s) => {
          for (const c of cs) if (c.game === gi && c.what.startsWith('announce:')) add(this.said[r.side[s]!]!, c.what.slice(9), g.points[s]! / r.unit, wonBy(g, s));
        });
      });
    }
  }

  /**
   * Per category: deals, the mean difference per seat and game on those
   * deals with its 95 % interval, and its share of the run's mean (sum over
   * the category / all deals; the shares add up to the run's difference).
   */
  summary(): {
    categories: Record<string, { deals: number; diff: Interval; share: number }>;
    solos: { a: ReturnType<typeof out>; b: ReturnType<typeof out> };
    announcements: { a: ReturnType<typeof out>; b: ReturnType<typeof out> };
  } {
    const categories = Object.fromEntries(
      [...this.byCategory].sort((x, y) => y[1].length - x[1].length).map(([k, xs]) => [
        k,
        { deals: xs.length, diff: tInterval(xs), share: Math.round((xs.reduce((x, y) => x + y, 0) / Math.max(1, this.deals)) * 1000) / 1000 },
      ]),
    );
    return {
      categories,
      solos: { a: out(this.solos[0]!), b: out(this.solos[1]!) },
      announcements: { a: out(this.said[0]!), b: out(this.said[1]!) },
    };
  }
}

/** Fresh call lists for `n` seats. */
export const noCalls = (n: number): Call[][] => Array.from({ length: n }, () => []);
