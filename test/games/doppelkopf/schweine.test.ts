import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../../shared/games/doppelkopf/rules';
import { rankingOf } from '../../../shared/games/doppelkopf/parties';
import { DULLE, FOX, parseCard } from '../../../shared/games/doppelkopf/cards';
import { trickWinner } from '../../../shared/games/doppelkopf/order';
import { doppelkopf, type DoppelkopfAction, type DoppelkopfState, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { Match } from '../../../shared/engine/match';
import { cardPlayout } from '../../../shared/games/doppelkopf/playout';
import { createRng } from '../../../shared/engine/rng';
import { healthy, p, res, run, start } from './craft';

const pig = (seat: number, kind: 'schweine' | 'hyper' = 'schweine'): DoppelkopfAction => ({ seat, type: 'pigs', pig: kind });
/** Seat 0: both Foxes and both Diamonds Nines; seat 1: both Dullen; seat 0 leads (dealer 3). */
const HANDS = [['diamonds-A', 'diamonds-A', 'diamonds-9', 'diamonds-9', 'clubs-Q'], ['hearts-10', 'hearts-10', 'clubs-Q'], [], []];
const code = (s: DoppelkopfState, a: DoppelkopfAction) => { const o = apply(s, a); return o.ok ? 'ok' : o.error.code; };
/** Seats 2 and 3 follow with any legal card. */
const follow = (s: DoppelkopfState): DoppelkopfState => {
  let t = s;
  while (t.trick.length > 0 && t.trick.length < 4) t = run(t, legalActions(t, t.turn).find((a) => a.type === 'play')!);
  return t;
};

describe('Schweine (option schweine): both Foxes in one hand become the highest trumps', () => {
  it('off (DDV): nobody may say it; the Dulle beats the Fox', () => {
    const s = healthy(start(HANDS, { preset: 'ddv' }));
    expect(code(s, pig(0))).toBe('no-pigs');
    const t = follow(run(s, p(0, 'diamonds-A'), p(1, 'hearts-10')));
    expect(t.tricks[0]!.winner).toBe(1);
  });

  it('said: only the holder of both Foxes, during play, before playing a Fox; then a Fox beats the Dullen', () => {
    const s = healthy(start(HANDS, { schweine: 'said' }));
    expect(code(s, pig(1))).toBe('pigs-not-held');
    expect(legalActions(s, 0)).toContainEqual(pig(0));
    // Before the first card: other seats may be on turn, the holder says it any time (like an announcement).
    const said = run(s, pig(0));
    expect(said.pigs).toEqual({ schweine: 0, hyper: null });
    expect(code(said, pig(0))).toBe('already-announced');
    const r = rankingOf(said);
    const top = [...Array(24).keys()].sort((a, b) => r.strength[b]! - r.strength[a]!);
    expect(top.slice(0, 2)).toEqual([FOX, DULLE]);
    const t = follow(run(said, p(0, 'diamonds-A'), p(1, 'hearts-10')));
    expect(t.tricks[0]!.winner).toBe(0);
  });

  it('said: a Fox played unsaid ends the chance; the second Fox is an ordinary one', () => {
    const s = healthy(start(HANDS, { schweine: 'said' }));
    const t = follow(run(s, p(0, 'diamonds-A'), p(1, 'hearts-10')));
    expect(t.tricks[0]!.winner).toBe(1);
    expect(code(t, pig(0))).toBe('pigs-not-held');
  });

  it('automatic: they count from the first card without a word; nothing may be said', () => {
    const s = healthy(start(HANDS, { schweine: 'automatic' }));
    expect(s.pigs).toEqual({ schweine: 0, hyper: null });
    expect(code(s, pig(0))).toBe('pigs-automatic');
    expect(follow(run(s, p(0, 'diamonds-A'), p(1, 'hearts-10'))).tricks[0]!.winner).toBe(0);
  });

  it('in solos only with schweineInSolos, and only where the trumps are the normal ones (Diamonds solo)', () => {
    const solo = (o: Record<string, unknown>, r: 'soloDiamonds' | 'soloQueens') =>
      run(start(HANDS, { schweine: 'said', ...o }), res(0, r), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));
    expect(code(solo({}, 'soloDiamonds'), pig(0))).toBe('pigs-not-this-game');
    expect(code(solo({ schweineInSolos: true }, 'soloDiamonds'), pig(0))).toBe('ok');
    expect(code(solo({ schweineInSolos: true }, 'soloQueens'), pig(0))).toBe('pigs-not-this-game');
  });

  it('Hyperschweine: both Diamonds Nines above the Schweine, only once the Schweine count', () => {
    const s = healthy(start(HANDS, { schweine: 'said', hyperschweine: 'nines' }));
    expect(code(s, pig(0, 'hyper'))).toBe('hyper-needs-schweine');
    const both = run(s, pig(0), pig(0, 'hyper'));
    const r = rankingOf(both);
    const nine = parseCard('diamonds-9')!;
    expect(r.strength[nine]).toBeGreaterThan(r.strength[FOX]!);
    expect(trickWinner([{ seat: 1, card: FOX }, { seat: 0, card: nine }, { seat: 2, card: DULLE }], r, false)).toBe(0);
    expect(() => doppelkopf.options({ hyperschweine: 'nines' }, 4)).toThrow(/schweine/);
    expect(() => doppelkopf.options({ schweine: 'said', hyperschweine: 'nines', withNines: false }, 4)).toThrow(/kings/);
  });

  it('the Schweine score nothing themselves: a caught Fox is still the Fox caught', () => {
    expect(doppelkopf.options({}, 4).schweine).toBe('off');
    expect(doppelkopf.options({ preset: 'ddv' }, 4)).toMatchObject({ schweine: 'off', hyperschweine: 'off' });
  });

  it('the bots\' fast playout ranks with the Schweine (the same ranking function): the Fox led takes the Dulle', () => {
    // Every seat plays its highest playable card: seat 1 answers the Fox with a Dulle.
    const highest = (sit: { playable: number[]; r: { strength: number[] } }) => sit.playable.reduce((a, b) => (sit.r.strength[b]! > sit.r.strength[a]! ? b : a));
    const playout = (o: Record<string, unknown>, said: boolean) => {
      let s = healthy(start(HANDS, o));
      if (said) s = run(s, pig(0));
      return cardPlayout(run(s, p(0, 'diamonds-A')), 0, highest as never, createRng('t', 'po'));
    };
    const withPigs = playout({ schweine: 'said' }, true);
    expect(withPigs.history.length).toBe(1);
    expect(withPigs.tricks[0]!.cards[1]!.card).toBe(DULLE);
    expect(withPigs.tricks[0]!.winner).toBe(0);
    expect(playout({}, false).tricks[0]!.winner).not.toBe(0);
  });
});

describe('bots and records with the additions', () => {
  it('bots say "Schweine" when they hold both Foxes; the record replays and scores as the table did', () => {
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], { schweine: 'said', hyperschweine: 'nines', games: 8 }, 'pigs-bots');
    const rng = createRng('t', 'pig-bots');
    let heldBoth = 0;
    for (let i = 0; i < 5000 && m.status().phase !== 'gameOver'; i++) {
      if (m.state.phase === 'play' && m.state.tricks.length === 0 && m.state.trick.length === 0) {
        if (m.state.active.some((s) => m.state.hands[s]!.filter((c) => c === FOX).length === 2) && m.state.contract?.kind === 'normal') heldBoth++;
      }
      const seat = m.status().awaiting[0]!;
      const bot = doppelkopf.bots.easy!;
      const out = m.act(bot.decide(m.view(seat) as DoppelkopfView, rng)!);
      expect(out.ok).toBe(true);
    }
    expect(m.status().phase).toBe('gameOver');
    const said = m.record.rounds.flatMap((r) => r.actions).filter((a) => (a as { type?: string }).type === 'pigs');
    expect(heldBoth).toBeGreaterThan(0);
    expect(said.length).toBeGreaterThanOrEqual(heldBoth);
    const again = Match.fromRecord(doppelkopf, JSON.parse(JSON.stringify(m.record)));
    expect(again.refused).toBeUndefined();
    expect(again.match.results()).toEqual(m.results());
  });
});
