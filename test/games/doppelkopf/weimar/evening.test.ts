import { describe, expect, it } from 'vitest';
import { Match } from '../../../../shared/engine/match';
import { createRng } from '../../../../shared/engine/rng';
import { doppelkopf, type DoppelkopfAction, type DoppelkopfState, type DoppelkopfView } from '../../../../shared/games/doppelkopf';
import { apply, legalActions, startRound } from '../../../../shared/games/doppelkopf/rules';
import { cardName, deck, parseCard } from '../../../../shared/games/doppelkopf/cards';
import { fill, healthy, position, run, start } from '../craft';

const W = { preset: 'weimar' };
const ev = (seat: number, event: 'mealBreak' | 'closingTime'): DoppelkopfAction => ({ seat, type: 'evening', event });

/** Let the random bots play until `until` holds (or the evening ends). */
function botsUntil(m: Match<DoppelkopfState>, until: (s: DoppelkopfState) => boolean, rng = createRng('t', 'bots')): void {
  for (let i = 0; i < 20000 && m.status().phase !== 'gameOver' && !until(m.state); i++) {
    const seat = m.status().awaiting[0]!;
    const out = m.act(doppelkopf.bots.random!.decide(m.view(seat) as DoppelkopfView, rng));
    expect(out.ok, JSON.stringify(out.ok ? '' : out.error)).toBe(true);
  }
}

describe('the Ramsch round after the meal (I.8)', () => {
  it('the games after the meal break form a Ramsch round: one per seat, everyone alone, minus points by rank, Böcke not used up', () => {
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], W, 'ramsch-1');
    expect(m.act(ev(2, 'mealBreak')).ok).toBe(true);
    expect(m.state.ramschGame).toBe(false);
    const before = m.state.round;
    botsUntil(m, (s) => s.round > before && s.phase === 'reserve');
    expect(m.state.ramschGame).toBe(true);
    // Only "healthy" and solos may be said in a Ramsch game.
    const said = legalActions(m.state, m.state.turn).map((a) => (a as { reservation: string }).reservation);
    expect(said.every((r) => r === 'healthy' || r.startsWith('solo'))).toBe(true);
    const bockBefore = m.state.bock.slice();
    botsUntil(m, (s) => s.evening.ramschLeft === 0);
    const ramsch = m.state.history.filter((g) => g.type === 'ramsch');
    expect(ramsch.length + m.state.history.filter((g) => g.round > before && g.scored && g.type !== 'ramsch').length).toBe(4);
    for (const g of ramsch) {
      const factor = g.weimar!.lines.find((l) => l.id === 'kontra-jungfrau')?.value ?? 1;
      const minus = g.points.map((x) => -x + 0).sort((a, b) => b - a);
      for (const x of minus) expect([15, 10, 5, 0].map((v) => v * factor)).toContain(x);
      expect(g.weimar!.extras).toEqual([]);
    }
    expect(m.state.bock.length).toBeGreaterThanOrEqual(bockBefore.length - (4 - ramsch.length));
  });

  it('in the Ramsch round a marriage, poverty or a throw-in is refused because Ramsch allows only "healthy" or a solo', () => {
    // Seat 0 holds both Clubs Queens (a marriage, and throwMarriage with three trumps), five Kings, and few trumps.
    const s = { ...start([['clubs-Q', 'clubs-Q', 'diamonds-9', 'clubs-K', 'clubs-K', 'spades-K', 'spades-K', 'hearts-K', 'clubs-9', 'clubs-9', 'spades-9', 'spades-9'], [], [], []], W), ramschGame: true };
    for (const r of ['marriage', 'marriageLast', 'throwMarriage', 'poverty', 'throwKings', 'throwNines'] as const) {
      const out = apply(s, { seat: 0, type: 'reserve', reservation: r });
      expect(out.ok).toBe(false);
      if (out.ok) continue;
      expect(out.error.code).toBe('ramsch-round');
      expect(out.error.message).toMatch(/Ramsch round.*only "healthy" or a solo/);
      expect(out.error.message).not.toMatch(/Clubs Queens/);
    }
    // The same hand outside the Ramsch round may marry.
    expect(apply({ ...s, ramschGame: false }, { seat: 0, type: 'reserve', reservation: 'marriage' }).ok).toBe(true);
  });

  it('Kontra in Ramsch: each player once, only "Kontra"', () => {
    let s = start([[], [], [], []], W);
    s = { ...s, ramschGame: true };
    s = healthy(s);
    expect(s.contract).toEqual({ kind: 'ramsch' });
    s = run(s, { seat: 2, type: 'announce', announcement: 'kontra' });
    const again = apply(s, { seat: 2, type: 'announce', announcement: 'kontra' });
    expect(!again.ok && again.error.code).toBe('already-announced');
    const re = apply(s, { seat: 1, type: 'announce', announcement: 're' });
    expect(!re.ok && re.error.code).toBe('ramsch-kontra');
  });
});

describe('the Durchmarsch (I.8⑤): taken at 160 card points without being said, no failed attempt; option durchmarschAt', () => {
  const ramschEnd = (o: Record<string, unknown>) => {
    const pool = deck(true);
    const last = ['spades-9', 'spades-9', 'hearts-9', 'hearts-9'];
    for (const c of last) pool.splice(pool.indexOf(parseCard(c)!), 1);
    const tricks = Array.from({ length: 11 }, (_, i) => ({ leader: 0, cards: pool.slice(i * 4, i * 4 + 4).map(cardName) }));
    const s0 = position({ hands: last.map((c) => [c]), contract: { kind: 'ramsch' }, tricks, options: { ...W, ...o } });
    // Seat 1 takes tricks until it has 160 or more; seat 2 the rest.
    let got = 0;
    const winners = s0.tricks.map((t) => { if (got < 160) { got += t.points; return 1; } return 2; });
    expect(got).toBeGreaterThanOrEqual(160);
    return run({ ...s0, ramschGame: true, tricks: s0.tricks.map((t, i) => ({ ...t, winner: winners[i]! })) },
      { seat: 0, type: 'play', card: 'spades-9' }, { seat: 1, type: 'play', card: 'spades-9' },
      { seat: 2, type: 'play', card: 'hearts-9' }, { seat: 3, type: 'play', card: 'hearts-9' }).history.at(-1)!;
  };

  it('by default 160 card points are a Durchmarsch, scored as a won solo', () => {
    const g = ramschEnd({});
    expect(g.type).toBe('durchmarsch');
    expect(g.points).toEqual([-10, 0, -10, -10]);
  });

  it('a Ramsch record has no parties to show but each seat\'s card points and who said Kontra (issue 28)', () => {
    const g = ramschEnd({ durchmarschAt: 0 });
    expect(g.ramsch!.cardPoints.reduce((a, b) => a + b, 0)).toBe(240);
    expect(g.ramsch!.cardPoints[1]).toBeGreaterThanOrEqual(160);
    expect(g.ramsch!.cardPoints[0]).toBe(0);
    expect(g.ramsch!.kontra).toEqual([]);
    expect(g.cardPoints).toBeNull();
  });

  it('durchmarschAt 0: no Durchmarsch, the ranks score as in any Ramsch', () => {
    const g = ramschEnd({ durchmarschAt: 0 });
    expect(g.type).toBe('ramsch');
    expect(g.points[1]).toBe(-15 * (g.weimar!.lines.find((l) => l.id === 'kontra-jungfrau')?.value ?? 1));
  });
});

describe('jokers (I.12)', () => {
  it('an own joker takes the lead once an evening; a free joker is never taken twice in a row by one player', () => {
    let s = healthy(start([[], [], [], []], W));
    expect(s.turn).toBe(0);
    s = run(s, { seat: 2, type: 'joker', free: false });
    expect(s.turn).toBe(2);
    const second = apply(s, { seat: 3, type: 'joker', free: true });
    expect(!second.ok && second.error.code).toBe('joker-used');
    // Next game: seat 2's own joker is gone; it may take a free one, but not two in a row.
    let t = healthy({ ...start([[], [], [], []], W), evening: s.evening });
    t = { ...t, evening: { ...t.evening, jokerThisGame: null } };
    const own = apply(t, { seat: 2, type: 'joker', free: false });
    expect(!own.ok && own.error.code).toBe('no-joker');
    t = run(t, { seat: 2, type: 'joker', free: true });
    expect(t.evening.freeJokers).toBe(2);
    let u = healthy({ ...start([[], [], [], []], W), evening: { ...t.evening, jokerThisGame: null } });
    const twice = apply(u, { seat: 2, type: 'joker', free: true });
    expect(!twice.ok && twice.error.code).toBe('free-joker-twice');
    u = run(u, { seat: 1, type: 'joker', free: true });
    expect(u.evening.lastFreeJoker).toBe(1);
  });

  it('no joker once the first card is played', () => {
    const s = run(healthy(start([[], [], [], []], W)), legalActions(healthy(start([[], [], [], []], W)), 0).find((a) => a.type === 'play')!);
    expect(legalActions(s, 2).some((a) => a.type === 'joker')).toBe(false);
  });
});

describe('closing time and the Pflichtsolos (I.3③④⑤)', () => {
  it('after closing time, who has played fewest solos must play one (not Null), in playing order; the evening ends when all have', () => {
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], W, 'pflicht-1');
    expect(m.act(ev(0, 'closingTime')).ok).toBe(true);
    const again = m.act(ev(1, 'closingTime'));
    expect(!again.ok && again.error.code).toBe('already-closing');
    const first = m.state.round;
    botsUntil(m, (s) => s.round > first && s.phase === 'reserve' && s.turn === s.evening.pflicht);
    const e = m.state.evening;
    const fewest = Math.min(...m.state.active.map((s) => e.solos[s]!));
    const due = m.state.active.filter((s) => e.solos[s] === fewest);
    expect(e.pflicht).toBe(due[0]);
    const said = legalActions(m.state, e.pflicht!).map((a) => (a as { reservation: string }).reservation);
    expect(said.length).toBeGreaterThan(0);
    expect(said.every((r) => r.startsWith('solo') && !r.startsWith('soloNull'))).toBe(true);
    botsUntil(m, () => false);
    expect(m.status().phase).toBe('gameOver');
    expect(m.state.evening.solos.every((k) => k >= 1)).toBe(true);
    // The evening is the record: replaying it gives the same sheet.
    const again2 = Match.fromRecord(doppelkopf, JSON.parse(JSON.stringify(m.record)));
    expect(again2.refused).toBeUndefined();
    expect(again2.match.results()).toEqual(m.results());
    expect((m.results().totals as { minus: number[] }).minus.every((x) => x >= 0)).toBe(true);
  });

  it('a higher solo by another player counts as the Pflichtsolo played (I.3⑤)', () => {
    let s = start([[], [], [], []], W);
    s = { ...s, evening: { ...s.evening, closing: true, pflicht: 1 } };
    s = run(s, { seat: 0, type: 'reserve', reservation: 'soloTrump' }, { seat: 1, type: 'reserve', reservation: 'soloDiamonds' },
      { seat: 2, type: 'reserve', reservation: 'healthy' }, { seat: 3, type: 'reserve', reservation: 'healthy' });
    expect(s.contract).toMatchObject({ solo: 'trump', soloist: 0 });
    while (s.phase === 'play') s = run(s, legalActions(s, s.turn).find((a) => a.type === 'play')!);
    expect(s.evening.solos).toEqual([1, 1, 0, 0]);
  });

  it('an evening has two meal breaks (I.3③); a third changes nothing and is refused', () => {
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], W, 'meals');
    expect(m.act(ev(0, 'mealBreak')).ok).toBe(true);
    expect(m.act(ev(1, 'mealBreak')).ok).toBe(true);
    const third = m.act(ev(2, 'mealBreak'));
    expect(!third.ok && third.error.code).toBe('meal-breaks-over');
    expect(m.state.evening.mealBreaks).toBe(2);
  });

  it('meal breaks and closing time belong to the Weimar evening only', () => {
    const r = apply(start([[], [], [], []]), ev(0, 'mealBreak'));
    expect(!r.ok && r.error.code).toBe('no-evening');
  });
});

describe('the evening agreed in games ends as the booklet says (issue 28, I.3③–⑤, I.8②)', () => {
  it('agreed at 4 games, meal break after 2: the Ramsch round is played whole, then the owed Pflichtsolos, then the evening ends', () => {
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], { ...W, games: 4, mealBreakAfter: 2 }, 'agreed-4');
    botsUntil(m, () => false);
    expect(m.status().phase).toBe('gameOver');
    const scored = m.state.history.filter((g) => g.scored);
    // Games 3 and 4 open the Ramsch round; it is never cut off at the agreed 4: one game per seat.
    const ramschRound = scored.slice(2, 6);
    expect(ramschRound.length).toBe(4);
    expect(ramschRound.every((g) => g.type === 'ramsch' || g.type === 'durchmarsch' || g.re.length === 1)).toBe(true);
    expect(m.state.evening.ramschLeft).toBe(0);
    // Closing time came with the agreed games; every Pflichtsolo owed was played before the end.
    expect(m.state.evening.closing).toBe(true);
    expect(m.state.evening.solos.every((k) => k >= 1)).toBe(true);
    expect(scored.length).toBeGreaterThan(6);
    const again = Match.fromRecord(doppelkopf, JSON.parse(JSON.stringify(m.record)));
    expect(again.refused).toBeUndefined();
    expect(again.match.results()).toEqual(m.results());
  });

  it('no Pflichtsolo interrupts the Ramsch round: closing time said during it waits for its end', () => {
    let s = start([[], [], [], []], W);
    s = { ...s, evening: { ...s.evening, closing: true, ramschLeft: 3 }, phase: 'deal', round: 0 } as DoppelkopfState;
    const next = startRound(s, { dealer: 0, hands: fill([[], [], [], []], { dealer: 0 }) });
    expect(next.evening.pflicht).toBeNull();
    expect(next.ramschGame).toBe(true);
  });

  it('players who stop with Pflichtsolos owed are asked; the answer is recorded and scored (forgive: nothing; charge: a lost solo each)', () => {
    const owing = () => {
      let s = start([[], [], [], []], W);
      s = { ...s, evening: { ...s.evening, closing: true, pflicht: 1, solos: [1, 0, 0, 1] } };
      return s;
    };
    const early = apply(start([[], [], [], []], W), { seat: 0, type: 'evening', event: 'stopForgive' });
    expect(!early.ok && early.error.code).toBe('nothing-owed');
    const forgiven = run(owing(), { seat: 2, type: 'evening', event: 'stopForgive' });
    expect(forgiven.phase).toBe('over');
    expect(forgiven.history.at(-1)).toMatchObject({ type: 'pflichtForgiven', scored: false, points: [0, 0, 0, 0] });
    const charged = run(owing(), { seat: 2, type: 'evening', event: 'stopCharge' });
    expect(charged.phase).toBe('over');
    expect(charged.history.at(-1)).toMatchObject({ type: 'pflichtCharged', scored: false, points: [0, -30, -30, 0] });
    const inGame = healthy({ ...owing(), evening: { ...owing().evening, pflicht: null } });
    const played = run(inGame, legalActions(inGame, 0).find((a) => a.type === 'play')!);
    const late = apply(played, { seat: 2, type: 'evening', event: 'stopCharge' });
    expect(!late.ok && late.error.code).toBe('stop-between-games');
  });
});
