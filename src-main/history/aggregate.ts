import type { SeatStats } from '../../shared/engine/stats';
import type { SeatActions, Sitter } from '../../shared/protocol/history';
import type { GameSummary } from './summary';

/** Per game id (with `:PRESET`, see GameSummary.kind): games, wins, the sum and mean of net points, and the game's own counters summed. */
export type GameTotals = { games: number; wins: number; points: number; meanPoints: number | null } & Record<string, number | Record<string, number> | null>;

/** One line of `stammtisch stats` (docs/cli.md). */
export interface PlayerStats {
  name: string;
  games: number;
  wins: number;
  winShare: number;
  /** The other names merged into this one (history: "the same person"). */
  aliases?: string[];
  /** Of `games`: those in which a stand-in took some of the person's actions (present when > 0). */
  withStandIn?: number;
  /** Games not counted: a stand-in took more than half of the person's actions (present when > 0). */
  byStandIn?: number;
  /** Games not counted: ended by the host or never finished (present when > 0). */
  endedEarly?: number;
  /** Games not counted: the seat changed hands and this person took less than half of its actions (present when > 0). */
  partly?: number;
  [game: string]: unknown;
}

/** Names merged by a person: alias → the name it counts as. Chains are followed (a→b→c). */
export type Aliases = Record<string, string>;

export function canonicalName(name: string, aliases: Aliases): string {
  let n = name;
  for (let i = 0; i < 20 && Object.hasOwn(aliases, n) && aliases[n] !== n; i++) n = aliases[n]!;
  return n;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

function addCounters(into: Record<string, unknown>, from: SeatStats): void {
  for (const [k, v] of Object.entries(from)) {
    if (typeof v === 'number') into[k] = ((into[k] as number | undefined) ?? 0) + v;
    else {
      const sub = (into[k] ??= {}) as Record<string, number>;
      for (const [kk, vv] of Object.entries(v)) sub[kk] = (sub[kk] ?? 0) + vv;
    }
  }
}

/**
 * A game counts for a person when they took at least this share of their
 * seat's actions themselves (docs/history.md); below it, it was the
 * stand-in's game.
 */
export const PLAYED_SHARE = 0.5;

export type SeatCount = 'played' | 'withStandIn' | 'byStandIn' | 'partly' | 'endedEarly' | 'bot';

const sum = (a: SeatActions): number => a.own + a.standIn + a.bot;

/**
 * How one person's part of a seat counts. A seat that never changed hands:
 * `played` (alone, or `withStandIn` for less than half), else `byStandIn`.
 * A seat that changed hands (`sitters`): the person's own actions against
 * all of the seat's, whoever took them — at least half is `played` (or
 * `withStandIn` when a stand-in played for them), below it `partly`.
 */
function partCounts(g: GameSummary, seat: number, sitter: Sitter | null): Exclude<SeatCount, 'bot'> {
  if (!g.over || g.endedBy) return 'endedEarly';
  const listed = g.acted?.[seat];
  const mine = sitter ?? listed;
  if (!mine) return 'played';
  const others = (g.sitters ?? []).filter((s) => s.seat === seat && s !== sitter);
  if (!sitter && others.length === 0) {
    if (mine.own === sum(mine)) return 'played';
    return mine.own >= PLAYED_SHARE * sum(mine) ? 'withStandIn' : 'byStandIn';
  }
  const total = sum(mine) + (sitter && listed ? sum(listed) : 0) + others.reduce((n, s) => n + sum(s), 0);
  if (mine.own < PLAYED_SHARE * total) return 'partly';
  return mine.standIn > 0 ? 'withStandIn' : 'played';
}

/** How the person named at `seat` in `players` counts in a game: played (alone or with a stand-in for less than half) or not at all. */
export function seatCounts(g: GameSummary, seat: number): SeatCount {
  if (g.bots?.[seat]) return 'bot';
  return partCounts(g, seat, null);
}

/**
 * Everyone who sat in a game and how it counts for them: the seats' own
 * names (bots left out) and the people who took a seat over mid-game (the
 * record's `who` marks, docs/history.md).
 */
export interface GamePerson {
  seat: number;
  name: string;
  counts: Exclude<SeatCount, 'bot'>;
  /** Took the seat over mid-game (not the seat's name in `players`). */
  sitter: boolean;
}

export function gamePeople(g: GameSummary): GamePerson[] {
  const out: GamePerson[] = [];
  g.players.forEach((name, seat) => {
    const counts = seatCounts(g, seat);
    if (counts !== 'bot') out.push({ seat, name, counts, sitter: false });
  });
  for (const s of g.sitters ?? []) if (!s.isBot) out.push({ seat: s.seat, name: s.name, counts: partCounts(g, s.seat, s), sitter: true });
  return out;
}

/**
 * Per person (by name, aliases merged): a game counts once for each seat the
 * name held and as won for each of those seats among the game's `winners` —
 * only a game played to its end, and only a seat the person played (at least
 * `PLAYED_SHARE` of its actions themselves). Bot seats are nobody, whatever
 * their name. Sorted by name.
 */
export function aggregate(summaries: Iterable<GameSummary>, aliases: Aliases = {}): PlayerStats[] {
  type Person = { games: number; wins: number; byGame: Map<string, Record<string, unknown>>; names: Set<string>; withStandIn: number; byStandIn: number; endedEarly: number; partly: number };
  const people = new Map<string, Person>();
  for (const g of summaries) {
    gamePeople(g).forEach(({ seat, name: raw, counts }) => {
      const name = canonicalName(raw, aliases);
      let p = people.get(name);
      if (!p) people.set(name, (p = { games: 0, wins: 0, byGame: new Map(), names: new Set(), withStandIn: 0, byStandIn: 0, endedEarly: 0, partly: 0 }));
      if (raw !== name) p.names.add(raw);
      if (counts === 'byStandIn' || counts === 'endedEarly' || counts === 'partly') {
        p[counts]++;
        return;
      }
      if (counts === 'withStandIn') p.withStandIn++;
      const won = g.winners.includes(seat) ? 1 : 0;
      p.games++;
      p.wins += won;
      let t = p.byGame.get(g.kind);
      if (!t) p.byGame.set(g.kind, (t = { games: 0, wins: 0, points: 0, pointsGames: 0 }));
      (t.games as number)++;
      (t.wins as number) += won;
      if (g.points) {
        (t.points as number) += g.points[seat] ?? 0;
        (t.pointsGames as number)++;
      }
      addCounters(t, g.seats[seat] ?? {});
    });
  }
  return [...people.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, p]) => {
      const line: PlayerStats = { name, games: p.games, wins: p.wins, winShare: round3(p.games ? p.wins / p.games : 0) };
      if (p.names.size) line.aliases = [...p.names].sort();
      for (const k of ['withStandIn', 'byStandIn', 'endedEarly', 'partly'] as const) if (p[k]) line[k] = p[k];
      for (const [game, t] of [...p.byGame.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const { pointsGames, ...rest } = t as { pointsGames: number } & Record<string, unknown>;
        line[game] = { ...rest, meanPoints: pointsGames ? round3((t.points as number) / pointsGames) : null };
      }
      return line;
    });
}
