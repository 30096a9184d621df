import { describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { dobbm, type DobbmView } from '../../shared/games/dobbm';
import { DECK_NAMES } from '../../shared/games/dobbm/cards';
import { face, SUIT_SYMBOL, SUITS } from '../../src-renderer/games/dobbm/cards';
import { de, en } from '../../src-renderer/games/dobbm/messages';
import { discardAllowed, discardCandidates, finishedHand, playableCards, ranking, spokenCalls } from '../../src-renderer/games/dobbm/view';
import { expectSameMessages } from './messages-check';

type Act = { type: string } & Record<string, unknown>;

/** Whoever is awaited acts by `choose` (default: the first legal action) until `stop` says so; returns seat 0's view. */
function run(match: Match, stop: (v: DobbmView) => boolean, choose: (legal: Act[], v: DobbmView) => Act = (l) => l[0]!): DobbmView {
  for (let i = 0; i < 2000; i++) {
    const v = match.view(0) as DobbmView;
    if (stop(v)) return v;
    const seat = match.status().awaiting[0]!;
    const legal = match.legal(seat) as unknown as Act[];
    const out = match.act(choose(legal, match.view(seat) as DobbmView));
    if (!out.ok) throw new Error(out.error.message);
  }
  throw new Error('did not stop');
}

const pick = (type: string) => (legal: Act[]) => legal.find((a) => a.type === type) ?? legal[0]!;

describe('Dobbm table helpers', () => {
  it('every card has a suit with its own symbol and a rank with points', () => {
    expect(new Set(SUITS.map((s) => SUIT_SYMBOL[s])).size).toBe(4);
    expect(DECK_NAMES.map(face).reduce((sum, f) => sum + f.points, 0)).toBe(120);
    expect(face('herz-sau')).toEqual({ name: 'herz-sau', suit: 'herz', rank: 'sau', points: 11 });
    expect(face('schellen-6')).toMatchObject({ suit: 'schellen', rank: '6', points: 0 });
  });

  it('names the calls as spoken: weiter, i dob, gut, i lig, an Schwochn, Retour, spiel zu', () => {
    const match = Match.create(dobbm, ['A', 'B', 'C', 'D'], {}, 'ui-calls');
    // First speaker passes, second says i dob, the rest say gut; then a Schwacher, a Retour and content.
    let bids = 0;
    let doubles = 0;
    const v = run(match, (x) => x.phase === 'play', (legal, x) => {
      if (x.phase === 'bid') { const want = bids++ === 1 ? 'dob' : 'pass'; return legal.find((a) => a.type === want)!; }
      if (x.phase === 'double') { const want = doubles++ < 2 ? 'double' : 'pass'; return legal.find((a) => a.type === want)!; }
      return legal[0]!;
    });
    const words = spokenCalls(v).map((c) => c.word);
    expect(words).toEqual(['weiter', 'dob', 'gut', 'gut', 'lig', 'schwacher', 'retour', 'spielZu', 'spielZu', 'spielZu']);
    expect(spokenCalls(v)[4]!.seat).toBe(v.declarer);
    expect(v.doubles).toBe(2);
    // A declarer content with a Schwacher says "gut".
    const m2 = Match.create(dobbm, ['A', 'B', 'C', 'D'], {}, 'ui-calls-2');
    let d2 = 0;
    const v2 = run(m2, (x) => x.phase === 'play', (legal, x) => {
      if (x.phase === 'bid') return pick('dob')(legal);
      if (x.phase === 'double') { const want = d2++ === 0 ? 'double' : 'pass'; return legal.find((a) => a.type === want)!; }
      return legal[0]!;
    });
    expect(spokenCalls(v2).slice(-2).map((c) => c.word)).toEqual(['schwacher', 'gut']);
    expect(spokenCalls(v2).at(-1)!.seat).toBe(v2.declarer);
  });

  it('a Solo ends the bidding, and the Solo declarer says no "i lig"', () => {
    const match = Match.create(dobbm, ['A', 'B', 'C', 'D', 'E'], {}, 'ui-solo');
    const v = run(match, (x) => x.phase === 'play', (legal) => pick('solo')(legal).type === 'solo' ? pick('solo')(legal) : pick('pass')(legal));
    expect(spokenCalls(v).map((c) => c.word)).toEqual(['solo', 'spielZu', 'spielZu', 'spielZu']);
    expect(v.sittingOut).toBe(v.dealer);
    expect(v.active).not.toContain(v.dealer);
  });

  it('offers exactly the discards the host allows', () => {
    const match = Match.create(dobbm, ['A', 'B', 'C', 'D'], {}, 'ui-discard');
    const v0 = run(match, (x) => x.phase === 'discard', pick('dob'));
    const seat = v0.declarer!;
    const v = match.view(seat) as DobbmView;
    expect(v.hand).toHaveLength(12);
    const legal = v.legal as Act[];
    expect(discardCandidates(v.legal, []).sort()).toEqual([...new Set(legal.flatMap((a) => a.cards as string[]))].sort());
    const first = (legal[0]!.cards as string[]);
    expect(discardAllowed(v.legal, first)).toBe(true);
    expect(discardAllowed(v.legal, first.slice(0, 3))).toBe(false);
    // A Sau with no heart beside it can never be laid away.
    const sows = v.hand!.filter((c) => face(c).rank === 'sau' && face(c).suit !== 'herz');
    const plain = v.hand!.filter((c) => face(c).suit !== 'herz' && face(c).rank !== 'sau');
    if (sows.length > 0 && plain.length >= 3) {
      const bad = [sows[0]!, ...plain.slice(0, 3)];
      expect(discardAllowed(v.legal, bad)).toBe(false);
      expect(match.act({ seat, type: 'discard', cards: bad }).ok).toBe(false);
    }
    // Every candidate really completes to an allowed discard.
    for (const c of discardCandidates(v.legal, [first[0]!])) expect(legal.some((a) => (a.cards as string[]).includes(first[0]!) && (a.cards as string[]).includes(c))).toBe(true);
  });

  it('finds the playable cards and the finished hand', () => {
    const match = Match.create(dobbm, ['A', 'B', 'C', 'D'], { hands: 1, mussrunde: false }, 'ui-play');
    const inPlay = run(match, (x) => x.phase === 'play' && x.awaiting[0] === 0, pick('dob'));
    expect(playableCards(inPlay.legal).length).toBeGreaterThan(0);
    expect(finishedHand(inPlay)).toBeNull();
    const over = run(match, (x) => x.phase === 'over', pick('dob'));
    expect(finishedHand(over)).toBe(over.history.length - 1);
    expect(ranking(over.totals).map((r) => r.net)).toEqual([...over.totals].sort((a, b) => b - a));
  });
});

describe('Dobbm translations', () => {
  it('German and English have the same keys, placeholders and plural forms, none empty', () => {
    expectSameMessages(de, en);
  });

  it('names every suit and rank, German with the Tell-pattern names', () => {
    for (const f of DECK_NAMES.map(face)) {
      expect(de.suits[f.suit]).toBeTruthy();
      expect(de.ranks[f.rank as keyof typeof de.ranks]).toBeTruthy();
      expect(en.ranks[f.rank as keyof typeof en.ranks]).toBeTruthy();
    }
    expect(Object.values(de.suits)).toEqual(['Herz', 'Laub', 'Eichel', 'Schellen']);
    expect([de.ranks.sau, de.ranks.zehn, de.ranks.koenig, de.ranks.ober, de.ranks.unter]).toEqual(['Sau', 'Zehn', 'König', 'Ober', 'Unter']);
  });

  it('explains every refusal the rules give for a person\'s own move', () => {
    for (const code of ['must-follow-suit', 'must-trump', 'sau-discard', 'bid-too-low', 'must-declare', 'mussrunde-called', 'mussrunde-begun', 'no-mussrunde']) {
      expect(de.errors[code as keyof typeof de.errors], code).toBeTruthy();
    }
  });
});
