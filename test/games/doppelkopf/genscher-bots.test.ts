import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { createRng } from '../../../shared/engine/rng';
import { doppelkopf, type DoppelkopfAction, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { genscherChoice } from '../../../shared/games/doppelkopf/bots-genscher';
import { view } from '../../../shared/games/doppelkopf/view';
import { parseCard } from '../../../shared/games/doppelkopf/cards';
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

describe('the search\'s sampled worlds after a Genscher (determinize.ts)', () => {
  it('the Genscher still holds its second King; the Clubs Queens are not tied to the new parties', async () => {
    const { determinize } = await import('../../../shared/games/doppelkopf/determinize');
    const { createRng: rngOf } = await import('../../../shared/engine/rng');
    const { healthy, run, start } = await import('./craft');
    const { partyOf } = await import('../../../shared/games/doppelkopf/parties');
    // Seat 0: both Kings and a Clubs Queen; seat 1 the other Clubs Queen. Seat 0 genschers with seat 2.
    const s = run(healthy(start([['diamonds-K', 'diamonds-K', 'clubs-Q'], ['clubs-Q'], [], []], { genscher: 'normal' })), { seat: 0, type: 'genscher', partner: 2 });
    const v = view(s, 3) as DoppelkopfView;
    const rng = rngOf('t', 'genscher-worlds');
    let queenWithOldParty = 0;
    for (let i = 0; i < 40; i++) {
      const w = determinize(v, rng);
      expect(w.hands[0]).toContain(parseCard('diamonds-K'));
      expect([0, 1, 2, 3].map((x) => partyOf(w, x))).toEqual(['re', 'kontra', 're', 'kontra']);
      if (w.hands[1]!.includes(parseCard('clubs-Q')!)) queenWithOldParty++;
    }
    expect(queenWithOldParty).toBeGreaterThan(0);
  });
});
