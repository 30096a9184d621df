import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, pick, type Rng } from '../../../shared/engine/rng';
import { Match } from '../../../shared/engine/match';
import { doppelkopf, type DoppelkopfAction, type DoppelkopfState, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { deck, FOX, parseCard, type Card } from '../../../shared/games/doppelkopf/cards';
import { inferVoids, sampler, viewRanking } from '../../../shared/games/doppelkopf/determinize';
import { READ_PLAY, weightedSampler, worldWeight } from '../../../shared/games/doppelkopf/bots-sample';
import { strength } from '../../../shared/games/doppelkopf/bots-heuristic';
import { TRUMP } from '../../../shared/games/doppelkopf/order';
import { view } from '../../../shared/games/doppelkopf/view';
import { healthy, p, run, say, start } from './craft';

const sorted = (cs: readonly Card[]): Card[] => cs.slice().sort((a, b) => a - b);

/** The hard facts every sample must keep: own hand, hand sizes, the hidden cards are exactly the unseen ones, shown voids, the Schweine pair with its holder. */
function keepsFacts(v: DoppelkopfView, s: DoppelkopfState): void {
  const me = v.seat!;
  expect(sorted(s.hands[me]!)).toEqual(sorted(v.hand!.map((n) => parseCard(n)!)));
  const played = [...v.tricks.flatMap((t) => t.cards), ...v.trick].map((x) => parseCard(x.card)!);
  const unseen = deck(v.options.withNines);
  for (const c of [...v.hand!.map((n) => parseCard(n)!), ...played, ...(v.openHand && v.openHand.seat !== me ? v.openHand.cards.map((n) => parseCard(n)!) : [])]) unseen.splice(unseen.indexOf(c), 1);
  const hidden: Card[] = [];
  const voids = inferVoids(v);
  const r = viewRanking(v);
  for (const seat of v.active) {
    if (seat === me) continue;
    expect(s.hands[seat]!.length).toBe(v.handSizes[seat]);
    if (!(v.openHand && v.openHand.seat === seat)) hidden.push(...s.hands[seat]!);
    for (const c of s.hands[seat]!) expect(voids[seat]!.has(r.follow[c]!), `seat ${seat} shown void in ${r.follow[c]}`).toBe(false);
  }
  if (v.phase === 'play') expect(sorted(hidden)).toEqual(sorted(unseen));
  if (v.pigs?.schweine != null && v.pigs.schweine !== me) {
    const foxesLeft = 2 - played.filter((c) => c === FOX).length;
    expect(s.hands[v.pigs.schweine]!.filter((c) => c === FOX).length).toBe(foxesLeft);
  }
}

/** A driver through many kinds of play: random reservations now and then, announcements, easy and random cards. */
function driver(v: DoppelkopfView, rng: Rng, step: number): DoppelkopfAction {
  const announce = v.legal.filter((a) => a.type === 'announce' || a.type === 'pigs');
  if (announce.length > 0 && rng.next() < 0.3) return pick(announce, rng);
  if (v.phase === 'reserve' && rng.next() < 0.2) return pick(v.legal, rng);
  return doppelkopf.bots[step % 2 ? 'easy' : 'random']!.decide(v, rng)!;
}

describe('reading the hidden cards from the play (bots-sample.ts)', () => {
  it('every weighted sample keeps the hard facts (property: seeded games at DDV, Schweine said and automatic with Hyperschweine, Weimar)', () => {
    const tables: Record<string, unknown>[] = [{}, { schweine: 'said' }, { schweine: 'automatic', hyperschweine: 'nines' }, { preset: 'weimar' }];
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: tables.length - 1 }), fc.string({ maxLength: 8 }), (t, seed) => {
      const rng = createRng('sample-facts', `${t}/${seed}`);
      const match = Match.create(doppelkopf, ['a', 'b', 'c', 'd'], doppelkopf.options({ games: 1, ...tables[t] }, 4), `sample-facts/${t}/${seed}`);
      for (let step = 0; match.status().phase !== 'gameOver' && step < 200; step++) {
        const seat = match.status().awaiting[0]!;
        const v = match.view(seat) as DoppelkopfView;
        if (v.phase === 'play' && step % 5 === 0) {
          const draw = weightedSampler(v, { ...READ_PLAY, pool: 16 });
          for (let k = 0; k < 4; k++) keepsFacts(v, draw(rng));
          checked++;
        }
        expect(match.act(driver(v, rng, step)).ok).toBe(true);
      }
    }), { numRuns: 12, seed: 30 });
    expect(checked).toBeGreaterThan(50);
  });

  it('Schweine: the seat that holds them keeps its unplayed Foxes in every sample (a hard constraint)', () => {
    // Seat 0 holds both Foxes; automatic Schweine count from the first card.
    const s0 = healthy(start([['diamonds-A', 'diamonds-A', 'clubs-A'], [], [], []], { schweine: 'automatic' }));
    expect(s0.pigs?.schweine).toBe(0);
    for (const s of [s0, run(s0, p(0, 'diamonds-A'))]) {
      const v = view(s, 2);
      const draw = sampler(v);
      const rng = createRng('pigs');
      for (let k = 0; k < 60; k++) keepsFacts(v, draw(rng));
    }
  });

  it('a seat that threw off instead of trumping is drawn with fewer high trumps than the plain sampler draws', () => {
    // Seat 0 holds every plain Club and leads the Ace; seat 1 has none and throws off a Spade although a trump was allowed.
    const s0 = healthy(start([['clubs-A', 'clubs-A', 'clubs-10', 'clubs-10', 'clubs-K', 'clubs-K', 'clubs-9', 'clubs-9'], ['spades-9'], [], []]));
    const s = run(s0, p(0, 'clubs-A'), p(1, 'spades-9'));
    const v = view(s, 2);
    const r = viewRanking(v);
    const top = Math.max(...r.strength.filter((x) => x >= 100));
    const high = (w: DoppelkopfState): number => (w.hands[1]!.some((c) => r.follow[c] === TRUMP && r.strength[c]! > top - 4) ? 1 : 0);
    const base = sampler(v);
    const rng = createRng('discard');
    const worlds = Array.from({ length: 3000 }, () => base(rng));
    const weights = worlds.map((w) => worldWeight(v, w));
    const plain = worlds.reduce((x, w) => x + high(w), 0) / worlds.length;
    const read = worlds.reduce((x, w, i) => x + high(w) * weights[i]!, 0) / weights.reduce((x, y) => x + y, 0);
    expect(plain).toBeGreaterThan(0.3);
    expect(plain).toBeLessThan(0.99);
    expect(read).toBeLessThan(plain - 0.02);
    // The weighted sampler draws by these weights.
    const draw = weightedSampler(v);
    const drawn = Array.from({ length: 3000 }, () => high(draw(rng))).reduce((x, y) => x + y, 0) / 3000;
    expect(drawn).toBeLessThan(plain - 0.01);
  });

  it('a seat that said Re is drawn with a stronger hand than the plain sampler draws; one that said nothing is not reweighted', () => {
    const s0 = healthy(start([[], ['clubs-Q'], [], []]));
    const s = run(s0, say(1, 're'));
    const v = view(s, 2);
    const rng = createRng('re');
    const base = sampler(v);
    const draw = weightedSampler(v);
    const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    const plain = mean(Array.from({ length: 2000 }, () => strength(base(rng).dealt[1]!, v, null)));
    const read = mean(Array.from({ length: 2000 }, () => strength(draw(rng).dealt[1]!, v, null)));
    expect(read).toBeGreaterThan(plain + 0.2);
    // Seat 3 said nothing: same strength either way (within sampling noise).
    const plain3 = mean(Array.from({ length: 2000 }, () => strength(base(rng).dealt[3]!, v, null)));
    const read3 = mean(Array.from({ length: 2000 }, () => strength(draw(rng).dealt[3]!, v, null)));
    expect(Math.abs(read3 - plain3)).toBeLessThan(0.5);
  });
});
