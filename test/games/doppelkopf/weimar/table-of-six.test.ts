import { describe, expect, it } from 'vitest';
import { Match } from '../../../../shared/engine/match';
import { replay } from '../../../../shared/engine/replay';
import { playGame } from '../../../../shared/bots/play';
import { doppelkopf, type DoppelkopfState } from '../../../../shared/games/doppelkopf';
import { activeSeats } from '../../../../shared/games/doppelkopf/rules';
import { cardName, deck, parseCard } from '../../../../shared/games/doppelkopf/cards';
import { position, p, run } from '../craft';

describe('a table of six (the Dullerunde has six members)', () => {
  it('the dealer and the player opposite sit out; over six deals everybody sits out twice', () => {
    const out = new Array<number>(6).fill(0);
    for (let d = 0; d < 6; d++) {
      const active = activeSeats(6, d);
      expect(active).toHaveLength(4);
      expect(active).not.toContain(d);
      expect(active).not.toContain((d + 3) % 6);
      // Play goes clockwise from the dealer's left.
      expect(active[0]).toBe((d + 1) % 6);
      for (let s = 0; s < 6; s++) if (!active.includes(s)) out[s]! += 1;
    }
    expect(out).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('deals twelve cards to the four players and none to those sitting out; a deal to a sitter is refused', () => {
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D', 'E', 'F'], { preset: 'weimar' }, 'six-1');
    const s = m.state as DoppelkopfState;
    const sitting = [s.dealer, (s.dealer + 3) % 6];
    s.hands.forEach((h, seat) => expect(h.length).toBe(sitting.includes(seat) ? 0 : 12));
    const hands = m.record.rounds[0]!.hands;
    const bad = hands.map((h) => h.slice());
    bad[sitting[1]!] = bad[s.active[0]!]!.splice(0, 12);
    expect(() => doppelkopf.startRound(doppelkopf.begin(6, s.options), { dealer: s.dealer, hands: bad })).toThrow(/sits out this game/);
    const refused = m.act({ seat: sitting[1]!, type: 'reserve', reservation: 'healthy' });
    expect(!refused.ok && refused.error.code).toBe('sitting-out');
  });

  it('I.14⑧: in a game over 100 minus points the dealer pays 50 and the other one sitting out 30', () => {
    const pool = deck(true);
    const last = ['spades-9', 'spades-A', 'spades-9', 'spades-K'];
    for (const c of last) pool.splice(pool.indexOf(parseCard(c)!), 1);
    const tricks = Array.from({ length: 11 }, (_, i) => ({ leader: 0, cards: pool.slice(i * 4, i * 4 + 4).map(cardName) }));
    // position(): seats 0-3 play, dealer 5 and seat 4 sit out.
    const s0 = position({ hands: [...last.map((c) => [c]), [], []], contract: { kind: 'solo', solo: 'trump', soloist: 0 }, tricks, options: { preset: 'weimar' } });
    const s = { ...s0, tricks: s0.tricks.map((t) => ({ ...t, winner: 1 })) };
    const g = run(s, p(0, 'spades-9'), p(1, 'spades-A'), p(2, 'spades-9'), p(3, 'spades-K')).history[0]!;
    expect(g.points[0]).toBeLessThan(-100);
    expect(g.points.slice(4)).toEqual([-30, -50]);
    expect(g.weimar!.extras).toContainEqual({ seat: 4, id: 'sitting', points: 30 });
    expect(g.weimar!.extras).toContainEqual({ seat: 5, id: 'sitting', points: 50 });
  });

  it('I.14⑧ counts the game\'s own value (Bock and the soloist\'s factor in), not a seat\'s total with personal penalties', () => {
    const pool = deck(true);
    // The last trick: seat 3's Dulle catches seat 1's (both Kontra in seat 0's Trumpfsolo).
    const last = ['spades-9', 'hearts-10', 'spades-9', 'hearts-10'];
    for (const c of last) pool.splice(pool.indexOf(parseCard(c)!), 1);
    const tricks = Array.from({ length: 11 }, (_, i) => ({ leader: 0, cards: pool.slice(i * 4, i * 4 + 4).map(cardName) }));
    const s0 = position({ hands: [...last.map((c) => [c]), [], []], contract: { kind: 'solo', solo: 'trump', soloist: 0 }, tricks, options: { preset: 'weimar', base: 20 } });
    // The soloist takes tricks up to 121..150 card points: won, Kontra has 90 or more (no stage).
    let re = 0;
    const order = s0.tricks.map((t, i) => ({ i, pts: t.points })).sort((a, b) => b.pts - a.pts);
    const winners = new Array<number>(11).fill(2);
    for (const { i, pts } of order) if (re < 121 && re + pts <= 150) { winners[i] = 0; re += pts; }
    expect(re).toBeGreaterThanOrEqual(121);
    const announcements = [{ seat: 0, party: 're' as const, level: 1 as const }, { seat: 1, party: 'kontra' as const, level: 1 as const }];
    const s = { ...s0, announcements, tricks: s0.tricks.map((t, i) => ({ ...t, winner: winners[i]! })) };
    const g = run(s, p(0, 'spades-9'), p(1, 'hearts-10'), p(2, 'spades-9'), p(3, 'hearts-10')).history[0]!;
    // Worth 20 x 2 x 2 = 80 to each Kontra player; seat 1 pays 130 with the caught Dulle: nobody sitting out pays.
    expect(g.weimar!.value).toBe(80);
    expect(g.points.slice(0, 4)).toEqual([0, -130, -80, -80]);
    expect(g.points.slice(4)).toEqual([0, 0]);
    // Under Bock (×2) the same game is worth 160: now they share.
    const bocked = run({ ...s, options: { ...s.options, bock: true }, bock: [1] }, p(0, 'spades-9'), p(1, 'hearts-10'), p(2, 'spades-9'), p(3, 'hearts-10')).history[0]!;
    expect(bocked.points.slice(4)).toEqual([-30, -50]);
  });

  it('a whole six-seat evening by bots: meal break, Ramsch round of six, closing time, Pflichtsolos, end; replay agrees', () => {
    const options = { preset: 'weimar', mealBreakAfter: 6, closingAfter: 14 };
    const bots = Array.from({ length: 6 }, () => doppelkopf.bots.easy!);
    const { match } = playGame(doppelkopf, bots, { seed: 'six-evening', options });
    const st = match.state as DoppelkopfState;
    expect(match.status().phase).toBe('gameOver');
    // Ended by closing time and the Pflichtsolos, not by the cap of games.
    expect(st.evening.closing).toBe(true);
    expect(st.gamesPlayed).toBeLessThan(st.options.games);
    expect(st.evening.solos.every((k) => k >= 1)).toBe(true);
    expect(st.evening.mealBreaks).toBe(1);
    const scored = st.history.filter((g) => g.scored);
    // The six games after the meal break are the Ramsch round (a solo there is a normal solo, still one of the six).
    const afterMeal = scored.slice(6, 12);
    expect(afterMeal.every((g) => g.type === 'ramsch' || g.type === 'durchmarsch' || g.type.startsWith('solo'))).toBe(true);
    expect(scored.slice(12).some((g) => g.type === 'ramsch')).toBe(false);
    // Those sitting out pay only their share, and only in games over 100.
    for (const g of scored) {
      const active = activeSeats(6, g.dealer);
      for (let s = 0; s < 6; s++) {
        if (active.includes(s)) continue;
        const worst = Math.max(...g.points.map((x) => -x));
        expect(g.points[s]).toBe(worst > 100 ? (s === g.dealer ? -50 : -30) : 0);
      }
    }
    // I.15: the settlement at the agreed rate (default 0.1 ct per minus point), at least 1 €, Olympic places.
    const r = match.results() as unknown as { totals: { minus: number[] }; settlement: { centsPerPoint: number; seats: { place: number; cents: number }[] } };
    expect(r.settlement.centsPerPoint).toBe(0.1);
    expect(r.settlement.seats).toEqual(r.totals.minus.map((m) => ({
      place: 1 + r.totals.minus.filter((o) => o < m).length,
      cents: Math.max(100, Math.round(m / 10)),
    })));
    // Through JSON, as `stammtisch replay` reads the saved file.
    const replayed = replay(JSON.parse(JSON.stringify(match.record)), (id) => (id === 'doppelkopf' ? doppelkopf : undefined));
    expect(replayed).toEqual({ ok: true, ...match.results() });
  });
});

describe('the evening agreed in games (options mealBreakAfter, closingAfter)', () => {
  it('the meal break comes after the agreed game, closing time after its own; the options need Weimar scoring', () => {
    const { match } = playGame(doppelkopf, Array.from({ length: 4 }, () => doppelkopf.bots.random!), {
      seed: 'schedule', options: { preset: 'weimar', mealBreakAfter: 3, closingAfter: 9 },
    });
    const st = match.state as DoppelkopfState;
    const scored = st.history.filter((g) => g.scored);
    expect(scored.slice(0, 3).some((g) => g.type === 'ramsch')).toBe(false);
    expect(scored.slice(3, 7).every((g) => g.type === 'ramsch' || g.type === 'durchmarsch' || g.type.startsWith('solo'))).toBe(true);
    expect(st.evening.closing).toBe(true);
    // After closing time, each game is somebody's Pflichtsolo, so at most four more.
    expect(scored.length).toBeGreaterThan(9);
    expect(scored.length).toBeLessThanOrEqual(13);
    expect(() => doppelkopf.options({ closingAfter: 5 }, 4)).toThrow(/need scoring "weimar"/);
    expect(() => doppelkopf.options({ preset: 'weimar', games: 10, closingAfter: 10 }, 4)).toThrow(/closingAfter/);
  });
});

describe('bots and jokers (I.12)', () => {
  it('bots not leading take a joker before the first card with a strong hand, spread over the evening', () => {
    const { match } = playGame(doppelkopf, Array.from({ length: 4 }, () => doppelkopf.bots.easy!), { seed: 'jokers', options: { preset: 'weimar', games: 40 } });
    const jokers: { round: number; seat: number; free: boolean; game: number }[] = [];
    match.record.rounds.forEach((r, round) => r.actions.forEach((a) => {
      const x = a as { type: string; seat: number; free?: boolean };
      if (x.type === 'joker') jokers.push({ round, seat: x.seat, free: !!x.free, game: round });
    }));
    expect(jokers.length).toBeGreaterThanOrEqual(4);
    // Each joker came before any card of its game, and each own joker once per seat.
    for (const j of jokers) {
      const acts = match.record.rounds[j.round]!.actions as { type: string }[];
      const at = acts.findIndex((a) => a.type === 'joker');
      expect(acts.slice(0, at).some((a) => a.type === 'play')).toBe(false);
    }
    const own = jokers.filter((j) => !j.free).map((j) => j.seat);
    expect(new Set(own).size).toBe(own.length);
    // Not all spent in the first games: the own joker waits for a very strong hand.
    expect(Math.max(...jokers.map((j) => j.round))).toBeGreaterThan(10);
  });
});
