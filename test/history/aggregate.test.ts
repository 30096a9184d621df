import { describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import type { ActedBy, TableRecord } from '../../shared/engine/record';
import { getGame } from '../../shared/games/registry';
import { aggregate, type PlayerStats } from '../../src-main/history/aggregate';
import { season } from '../../src-main/history/season';
import { summarize, type GameSummary } from '../../src-main/history/summary';

/**
 * Issue 27, honest statistics: a bot is a bot whatever its name, a game
 * counts for a person only when they played it themselves (at least half of
 * their seat's actions), and a game ended early counts for nobody.
 */
const dubbe = getGame('dubbe')!;

/**
 * A real 3-seat Dubbe game (first legal action each turn), seat names given;
 * `by(seat, k)` marks the seat's k-th action (0-based) as a bot's or a
 * stand-in's. `stopAfter`: end after that many actions (an unfinished game).
 */
function game(players: string[], seed: string, by: (seat: number, k: number, total: number) => ActedBy | undefined = () => undefined, stopAfter = Infinity): TableRecord {
  const m = Match.create(dubbe, players, { rounds: 3 }, seed);
  const kth = players.map(() => 0);
  let n = 0;
  while (m.status().phase !== 'gameOver' && n < stopAfter) {
    const seat = m.status().awaiting[0]!;
    const out = m.act(m.legal(seat)[0]!);
    if (!out.ok) throw new Error(out.error.message);
    n++;
    kth[seat]!++;
  }
  // Marks after the fact, once each seat's number of actions is known.
  const totals = kth.slice();
  const seen = players.map(() => 0);
  for (const r of m.record.rounds) {
    for (const a of r.actions as { seat: number; by?: ActedBy }[]) {
      const mark = by(a.seat, seen[a.seat]!++, totals[a.seat]!);
      if (mark) a.by = mark;
    }
  }
  return structuredClone(m.record);
}

const summary = (r: TableRecord): GameSummary => summarize(JSON.stringify(r), Date.parse('2026-05-14T20:00:00Z')).summary;
const line = (lines: PlayerStats[], name: string) => lines.find((l) => l.name === name);
const bots = (...seats: number[]) => (seat: number): ActedBy | undefined => (seats.includes(seat) ? 'bot' : undefined);

describe('statistics count people, and only the games they played', () => {
  it('a bot seat is a bot whatever its name: "Bot 2" of two games is nobody in the statistics', () => {
    const a = summary(game(['Anna', 'Bot 2', 'Bot 3'], 'agg-1', bots(1, 2)));
    const b = summary(game(['Bert', 'Bot 2', 'Bot 3'], 'agg-2', bots(1, 2)));
    // A bot client that chose its own name, marked as a bot by the host.
    const c = summary(game(['Anna', 'Kurt der Bot', 'Bert'], 'agg-3', bots(1)));
    // A record from before the marks: the host's bot names still say it.
    const old = summary(game(['Anna', 'Bot 2', 'Bert'], 'agg-4'));
    expect(a.bots).toEqual([false, true, true]);
    expect(c.bots).toEqual([false, true, false]);
    expect(old.bots).toEqual([false, true, false]);
    const lines = aggregate([a, b, c, old]);
    expect(lines.map((l) => l.name)).toEqual(['Anna', 'Bert']);
    expect(line(lines, 'Anna')!.games).toBe(3);
    expect(line(lines, 'Bert')!.games).toBe(3);
  });

  it('a person with a stand-in for a part counts; one whom a stand-in played for most of the game does not', () => {
    // Anna plays her first 60 % herself, then a stand-in; Bert only his first 20 %.
    const r = game(['Anna', 'Bert', 'Bot 3'], 'agg-5', (seat, k, total) =>
      seat === 2 ? 'bot' : seat === 0 && k >= Math.ceil(total * 0.6) ? 'stand-in' : seat === 1 && k >= Math.floor(total * 0.2) ? 'stand-in' : undefined);
    const s = summary(r);
    expect(s.acted![0]!.standIn).toBeGreaterThan(0);
    expect(s.acted![0]!.own).toBeGreaterThanOrEqual(s.acted![0]!.standIn);
    expect(s.acted![1]!.own).toBeLessThan(s.acted![1]!.standIn);
    expect(s.acted![2]).toEqual({ own: 0, standIn: 0, bot: expect.any(Number) });
    const full = summary(game(['Anna', 'Bert', 'Bot 3'], 'agg-6', bots(2)));
    const lines = aggregate([s, full]);
    expect(line(lines, 'Anna')).toMatchObject({ games: 2, withStandIn: 1 });
    expect(line(lines, 'Anna')!.byStandIn).toBeUndefined();
    // Bert's first game is the stand-in's: not his, neither as a game nor as a win.
    const bert = line(lines, 'Bert')!;
    expect(bert).toMatchObject({ games: 1, byStandIn: 1 });
    expect(bert.wins).toBe(full.winners.includes(1) ? 1 : 0);
    expect(bert.withStandIn).toBeUndefined();
    expect((bert.dubbe as { games: number }).games).toBe(1);
  });

  it('a game ended early (by the host, or never finished) counts for nobody', () => {
    const played = game(['Anna', 'Bert', 'Bot 3'], 'agg-7', bots(2), 20);
    const ended = summary({ ...played, meta: { ...played.meta, endedBy: 'host' } });
    const unfinished = summary(played);
    expect(ended.endedBy).toBe('host');
    expect(unfinished.over).toBe(false);
    const done = summary(game(['Anna', 'Bert', 'Bot 3'], 'agg-8', bots(2)));
    const lines = aggregate([ended, unfinished, done]);
    expect(line(lines, 'Anna')).toMatchObject({ games: 1, endedEarly: 2 });
    expect(line(lines, 'Bert')).toMatchObject({ games: 1, endedEarly: 2 });
    // Only the ended ones: a line with nothing counted, saying why.
    expect(aggregate([ended])).toEqual([
      { name: 'Anna', games: 0, wins: 0, winShare: 0, endedEarly: 1 },
      { name: 'Bert', games: 0, wins: 0, winShare: 0, endedEarly: 1 },
    ]);
  });

  it('a seat that changed hands (`who`): each person counts for their own share of the seat, a bot for nobody', () => {
    // Seat 1 "Bot 2": the bot's first 30 % of the seat's actions, then Carla (who). Seat 0: Anna's first 30 %, then Dora (who), with a stand-in for Dora's last 10 %.
    const r = game(['Anna', 'Bot 2', 'Bert'], 'agg-who', (seat, k, total) =>
      seat === 1 && k < Math.ceil(total * 0.3) ? 'bot' : seat === 0 && k >= Math.floor(total * 0.9) ? 'stand-in' : undefined);
    const counts = r.players.map(() => 0);
    const totals = r.players.map((_, s) => r.rounds.flatMap((x) => x.actions).filter((a) => (a as { seat: number }).seat === s).length);
    for (const a of r.rounds.flatMap((x) => x.actions) as { seat: number; who?: string }[]) {
      const k = counts[a.seat]!++;
      if (a.seat === 1 && k >= Math.ceil(totals[1]! * 0.3)) a.who = 'Carla';
      if (a.seat === 0 && k >= Math.ceil(totals[0]! * 0.3)) a.who = 'Dora';
    }
    const s = summary(r);
    // The listed names keep only their own part; the others are sitters.
    expect(s.bots).toEqual([false, true, false]);
    expect(s.sitters!.map((x) => [x.seat, x.name, x.isBot]).sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual([[0, 'Dora', false], [1, 'Carla', false]]);
    expect(s.acted![0]!.own + s.acted![0]!.standIn + s.sitters!.find((x) => x.name === 'Dora')!.own + s.sitters!.find((x) => x.name === 'Dora')!.standIn).toBe(totals[0]);
    const lines = aggregate([s]);
    expect(lines.map((l) => l.name)).toEqual(['Anna', 'Bert', 'Carla', 'Dora']);
    // Carla and Dora played most of their seats: theirs (Dora with a stand-in); Anna only her first 30 %: not hers.
    expect(line(lines, 'Carla')).toMatchObject({ games: 1, wins: s.winners.includes(1) ? 1 : 0 });
    expect(line(lines, 'Dora')).toMatchObject({ games: 1, withStandIn: 1 });
    expect(line(lines, 'Anna')).toEqual({ name: 'Anna', games: 0, wins: 0, winShare: 0, partly: 1 });
    expect(line(lines, 'Bert')).toMatchObject({ games: 1 });
    // The same record without the marks (as written before them): as before, "Bot 2" is nobody and Anna's seat hers.
    const old = summary(game(['Anna', 'Bot 2', 'Bert'], 'agg-who', (seat, k, total) =>
      seat === 1 && k < Math.ceil(total * 0.3) ? 'bot' : seat === 0 && k >= Math.floor(total * 0.9) ? 'stand-in' : undefined));
    expect(old.sitters).toBeUndefined();
    expect(aggregate([old]).map((l) => l.name)).toEqual(['Anna', 'Bert']);
    // A bot that took a removed person's seat (who: "Bot 2") is nobody.
    const removed = game(['Anna', 'Bert', 'Bot 3'], 'agg-removed', (seat, k, total) => (seat === 2 || (seat === 1 && k >= Math.ceil(total * 0.6)) ? 'bot' : undefined));
    for (const a of removed.rounds.flatMap((x) => x.actions) as { seat: number; by?: string; who?: string }[]) if (a.seat === 1 && a.by === 'bot') a.who = 'Bot 2';
    const rs = summary(removed);
    expect(rs.sitters).toEqual([expect.objectContaining({ seat: 1, name: 'Bot 2', isBot: true })]);
    expect(aggregate([rs]).map((l) => [l.name, l.games])).toEqual([['Anna', 1], ['Bert', 1]]);
  });

  it('names are merged only where the person chose to', () => {
    const a = summary(game(['Klaus', 'Bert', 'Bot 3'], 'agg-9', bots(2)));
    const b = summary(game(['Roter Klaus', 'Bert', 'Bot 3'], 'agg-10', bots(2)));
    expect(aggregate([a, b]).map((l) => l.name)).toEqual(['Bert', 'Klaus', 'Roter Klaus']);
    const merged = aggregate([a, b], { Klaus: 'Roter Klaus' });
    expect(merged.map((l) => l.name)).toEqual(['Bert', 'Roter Klaus']);
    expect(line(merged, 'Roter Klaus')).toMatchObject({ games: 2, aliases: ['Klaus'] });
  });

  it("the season's cash box has people only, and only evenings played to the end", () => {
    const weimar = (players: string[], seed: string, endedBy?: string) => {
      const m = Match.create(getGame('doppelkopf')!, players, { preset: 'weimar', closingAfter: 1, games: 4 }, seed);
      while (m.status().phase !== 'gameOver') {
        const seat = m.status().awaiting[0]!;
        const out = m.act(m.legal(seat)[0]!);
        if (!out.ok) throw new Error(out.error.message);
      }
      for (const r of m.record.rounds) for (const a of r.actions as { seat: number; by?: string }[]) if (a.seat === 3) a.by = 'bot';
      const rec = structuredClone(m.record);
      if (endedBy) rec.meta = { ...rec.meta, endedBy };
      return { ...summary(rec), id: seed };
    };
    const evening = weimar(['Anna', 'Bert', 'Carl', 'Bot 4'], 'season-1');
    expect(evening.settlement).not.toBeNull();
    const ended = weimar(['Anna', 'Bert', 'Carl', 'Bot 4'], 'season-2', 'host');
    const view = season([evening, ended], 2026);
    expect(view.evenings.map((e) => e.id)).toEqual(['season-1']);
    expect(view.members).toEqual(['Anna', 'Bert', 'Carl']);
    expect(view.evenings[0]!.seats.map((s) => s.name)).toEqual(['Anna', 'Bert', 'Carl']);
  });
});
