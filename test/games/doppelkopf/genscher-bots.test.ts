import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { createRng } from '../../../shared/engine/rng';
import { doppelkopf, type DoppelkopfAction, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { genscherChoice } from '../../../shared/games/doppelkopf/bots-genscher';
import { view } from '../../../shared/games/doppelkopf/view';
import { position } from './craft';

const KING: DoppelkopfAction = { seat: 0, type: 'play', card: 'diamonds-K' };

describe('the bots\' Genscher (bots-genscher.ts)', () => {
  // Seat 0 (Re: a Clubs Queen) holds both Kings of Diamonds and leads trick 2; seat 2 took trick 1 (two Aces, a Ten, a King: 36).
  const hands = [['diamonds-K', 'diamonds-K', 'clubs-Q'], ['clubs-Q', 'spades-9', 'spades-9'], ['hearts-9', 'hearts-9', 'clubs-9'], ['clubs-K', 'clubs-K', 'clubs-9']];
  const at = (winnerCards: string[], o: Record<string, unknown> = { genscher: 'normal' }) =>
    view(position({ hands, options: o, tricks: [{ leader: 0, cards: winnerCards }], turn: 0 }), 0) as DoppelkopfView;

  it('its party behind in card points: it names the player who has taken the most', () => {
    // Trick 1 led by seat 0: hearts-K, seat 1 hearts-A, seat 2 hearts-10 (a Dulle, trump: takes it), seat 3 hearts-A.
    const v = at(['hearts-K', 'hearts-A', 'hearts-10', 'hearts-A']);
    expect(v.tricks[0]!.winner).toBe(2);
    expect(v.legal.some((a) => a.type === 'genscher')).toBe(true);
    expect(genscherChoice(v, KING)).toEqual({ seat: 0, type: 'genscher', partner: 2 });
  });

  it('its party ahead, no trick taken yet, another card chosen, or the Genscher off: it plays as chosen', () => {
    // Seat 0 takes trick 1 with the Dulle.
    const ahead = at(['hearts-10', 'hearts-A', 'hearts-K', 'hearts-A']);
    expect(ahead.tricks[0]!.winner).toBe(0);
    expect(genscherChoice(ahead, KING)).toEqual(KING);
    const behind = at(['hearts-K', 'hearts-A', 'hearts-10', 'hearts-A']);
    expect(genscherChoice(behind, { seat: 0, type: 'play', card: 'clubs-Q' })).toEqual({ seat: 0, type: 'play', card: 'clubs-Q' });
    expect(genscherChoice(at(['hearts-K', 'hearts-A', 'hearts-10', 'hearts-A'], {}), KING)).toEqual(KING);
    const first = view(position({ hands, options: { genscher: 'normal' }, turn: 0 }), 0) as DoppelkopfView;
    expect(genscherChoice(first, KING)).toEqual(KING);
  });

  it('bots playing with the Genscher: every action legal, some Genschers made, the record replays and scores as the table did', () => {
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], { genscher: 'normal', games: 24 }, 'genscher-bots');
    const rng = createRng('t', 'genscher-bots');
    for (let i = 0; i < 20000 && m.status().phase !== 'gameOver'; i++) {
      const seat = m.status().awaiting[0]!;
      const out = m.act(doppelkopf.bots.easy!.decide(m.view(seat) as DoppelkopfView, rng)!);
      expect(out.ok, JSON.stringify(out.ok ? '' : out.error)).toBe(true);
    }
    expect(m.status().phase).toBe('gameOver');
    const made = m.record.rounds.flatMap((r) => r.actions).filter((a) => (a as { type?: string }).type === 'genscher');
    expect(made.length).toBeGreaterThan(0);
    const again = Match.fromRecord(doppelkopf, JSON.parse(JSON.stringify(m.record)));
    expect(again.refused).toBeUndefined();
    expect(again.match.results()).toEqual(m.results());
  });
});
