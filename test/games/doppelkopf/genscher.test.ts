import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../../shared/games/doppelkopf/rules';
import { partyLevel } from '../../../shared/games/doppelkopf/facts';
import { FOX } from '../../../shared/games/doppelkopf/cards';
import { view } from '../../../shared/games/doppelkopf/view';
import { doppelkopf, type DoppelkopfAction, type DoppelkopfState } from '../../../shared/games/doppelkopf';
import { healthy, p, playOut, res, run, say, start } from './craft';

const gen = (seat: number, partner: number): DoppelkopfAction => ({ seat, type: 'genscher', partner });
const code = (s: DoppelkopfState, a: DoppelkopfAction) => { const o = apply(s, a); return o.ok ? 'ok' : o.error.code; };
/**
 * Seat 0: both Kings of Diamonds and a Clubs Queen (Re); seat 1 the other
 * Clubs Queen (Re) and both Foxes; seats 2 and 3 Kontra. Dealer 3: seat 0 leads.
 */
const HANDS = [['diamonds-K', 'diamonds-K', 'clubs-Q', 'hearts-10'], ['clubs-Q', 'diamonds-A', 'diamonds-A'], ['spades-Q'], ['hearts-Q']];
const G = { genscher: 'normal' };
const genschers = (s: DoppelkopfState, seat: number) => legalActions(s, seat).filter((a) => a.type === 'genscher');

describe('Genscher (option genscher): both Kings of Diamonds, the first played names a new partner', () => {
  it('off (every preset): nobody may genschern, the King is a plain card', () => {
    for (const preset of ['ddv', 'standard', 'weimar']) expect(doppelkopf.options({ preset }, 4).genscher).toBe('off');
    const s = healthy(start(HANDS, { preset: 'ddv' }));
    expect(genschers(s, 0)).toEqual([]);
    expect(code(s, gen(0, 2))).toBe('no-genscher');
  });

  it('the holder of both Kings, on its turn, plays the first King and names any other player: the two are Re, public at once', () => {
    const s = healthy(start(HANDS, G));
    expect(genschers(s, 0)).toEqual([gen(0, 1), gen(0, 2), gen(0, 3)]);
    expect(code(s, gen(1, 0))).toBe('genscher-not-held');
    expect(code(s, gen(0, 0))).toBe('genscher-partner');
    const t = run(s, gen(0, 2));
    expect(t.genscher).toEqual({ seat: 0, partner: 2, team: 're', trick: 0 });
    expect(view(t, 3).trick).toEqual([{ seat: 0, card: 'diamonds-K' }]);
    expect(view(t, 0).hand!.filter((c) => c === 'diamonds-K')).toEqual(['diamonds-K']);
    expect(t.turn).toBe(1);
    // Everybody sees both parties at once, the Kontra players too.
    expect(view(t, 3).parties).toEqual(['re', 'kontra', 're', 'kontra']);
    expect(view(t, 1).genscher).toEqual({ seat: 0, partner: 2, team: 're', trick: 0 });
    // Seat 1 holds a Clubs Queen but is Kontra now; seat 2 may say Re.
    expect(code(t, say(1, 're'))).toBe('wrong-party');
    expect(code(t, say(2, 're'))).toBe('ok');
    // Once per game: the second King is a plain card.
    expect(code(t, gen(0, 1))).toBe('already-genschered');
  });

  it('genscherParty: the two are Re (default), or keep the Genscher\'s own party ("own")', () => {
    // Seat 0 holds both Kings but no Clubs Queen (Kontra); seats 1 and 2 the Clubs Queens.
    const hands = [['diamonds-K', 'diamonds-K'], ['clubs-Q'], ['clubs-Q'], []];
    const parties = (o: Record<string, unknown>) => view(run(healthy(start(hands, { ...G, ...o })), gen(0, 1)), 3).parties;
    expect(parties({})).toEqual(['re', 're', 'kontra', 'kontra']);
    expect(parties({ genscherParty: 'own' })).toEqual(['kontra', 'kontra', 're', 're']);
    const own = playOut(run(healthy(start(hands, { ...G, genscherParty: 'own' })), gen(0, 1)));
    expect([own.history[0]!.re, own.history[0]!.kontra]).toEqual([[2, 3], [0, 1]]);
  });

  it('the first King played without naming anybody lets the chance pass; not out of turn', () => {
    const s = healthy(start(HANDS, G));
    const t = run(s, p(0, 'diamonds-K'));
    expect(t.genscher).toBeNull();
    expect(code(t, gen(0, 2))).toBe('genscher-not-held');
    const other = healthy(start(HANDS, G, 0));
    expect(other.turn).toBe(1);
    expect(code(other, gen(0, 2))).toBe('not-your-turn');
    expect(genschers(other, 0)).toEqual([]);
  });

  it('"normal": only in normal games; "partnerGames": also a marriage once its partner is found', () => {
    const solo = run(start(HANDS, G), res(0, 'soloDiamonds'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));
    expect(code(solo, gen(0, 2))).toBe('genscher-not-this-game');
    // Seat 1 marries (both Clubs Queens); seat 0 holds both Kings.
    const wed = [['diamonds-K', 'diamonds-K', 'hearts-A'], ['clubs-Q', 'clubs-Q', 'hearts-9'], ['hearts-K'], ['hearts-K']];
    const married = (o: Record<string, unknown>) => run(start(wed, o), res(0, 'healthy'), res(1, 'marriage'), res(2, 'healthy'), res(3, 'healthy'));
    expect(code(married({ genscher: 'partnerGames' }), gen(0, 2))).toBe('genscher-not-this-game');
    // The first trick (Hearts led by seat 0, taken by its Ace) makes seat 0 the partner.
    let m = married({ genscher: 'partnerGames', marriagePartner: 'any' });
    m = run(m, p(0, 'hearts-A'), p(1, 'hearts-9'), p(2, 'hearts-K'), p(3, 'hearts-K'));
    expect(m.contract).toMatchObject({ kind: 'marriage', partner: 0 });
    expect(code(m, gen(0, 3))).toBe('ok');
    let n = married({ genscher: 'normal', marriagePartner: 'any' });
    n = run(n, p(0, 'hearts-A'), p(1, 'hearts-9'), p(2, 'hearts-K'), p(3, 'hearts-K'));
    expect(code(n, gen(0, 3))).toBe('genscher-not-this-game');
  });

  it('announcements made before: they stay with their makers (withPlayer), or forbid the Genscher (notAfterOwn, notAfterAny)', () => {
    const said = (o: Record<string, unknown>, ...calls: DoppelkopfAction[]) => run(healthy(start(HANDS, { ...G, ...o })), ...calls);
    const a = run(said({}, say(1, 're'), say(2, 'kontra')), gen(0, 2));
    // Seat 1's "Re" counts for its new party (Kontra), seat 2's "Kontra" for Re.
    expect(a.announcements.map((x) => [x.seat, x.party])).toEqual([[1, 'kontra'], [2, 're']]);
    expect([partyLevel(a, 're'), partyLevel(a, 'kontra')]).toEqual([1, 1]);
    expect(code(said({ genscherAnnounced: 'notAfterOwn' }, say(1, 're')), gen(0, 2))).toBe('genscher-announced');
    expect(code(said({ genscherAnnounced: 'notAfterOwn' }, say(2, 'kontra')), gen(0, 2))).toBe('ok');
    expect(code(said({ genscherAnnounced: 'notAfterAny' }, say(2, 'kontra')), gen(0, 2))).toBe('genscher-announced');
  });

  it('genscherSamePartner off: not the player the Genscher knows to be its partner; one it cannot know may be named', () => {
    const o = { ...G, genscherSamePartner: false };
    // Nothing shown yet: seat 0 cannot know its partner, every name is open (the choices never tell a card).
    expect(genschers(healthy(start(HANDS, o)), 0).map((a) => (a as { partner: number }).partner)).toEqual([1, 2, 3]);
    // Seat 1 says Re: now seat 0 knows it, and may name only 2 or 3.
    const s = run(healthy(start(HANDS, o)), say(1, 're'));
    expect(code(s, gen(0, 1))).toBe('genscher-same-partner');
    expect(genschers(s, 0).map((a) => (a as { partner: number }).partner)).toEqual([2, 3]);
  });

  it('Kings of Diamonds as Hyperschweine: a Genscher too, unless genscherHyper is off', () => {
    const pigs = [['diamonds-K', 'diamonds-K', 'diamonds-A', 'diamonds-A', 'clubs-Q'], ['clubs-Q'], [], []];
    const o = { ...G, schweine: 'automatic', hyperschweine: 'kings' };
    const s = healthy(start(pigs, o));
    expect(s.pigs).toEqual({ schweine: 0, hyper: 0 });
    expect(code(s, gen(0, 2))).toBe('ok');
    expect(code(healthy(start(pigs, { ...o, genscherHyper: false })), gen(0, 2))).toBe('genscher-hyper');
  });

  it('scores with the new parties: Re and Kontra as switched, the Fox caught between the new parties', () => {
    // Trick 1: seat 0's King, seat 1 a Nine, seat 2 (Kontra) its Fox, seat 3 (Kontra) takes it with a Queen.
    const hands = [['diamonds-K', 'diamonds-K', 'clubs-Q'], ['clubs-Q', 'diamonds-9'], ['diamonds-A'], ['spades-Q']];
    const rest = [p(1, 'diamonds-9'), p(2, 'diamonds-A'), p(3, 'spades-Q')];
    // The same cards both times (then always the first playable), once with the Genscher naming seat 3.
    const plain = playOut(run(healthy(start(hands, G)), p(0, 'diamonds-K'), ...rest));
    const switched = playOut(run(healthy(start(hands, G)), gen(0, 3), ...rest));
    expect(switched.tricks.map((t) => t.cards)).toEqual(plain.tricks.map((t) => t.cards));
    const r0 = plain.history[0]!;
    const r1 = switched.history[0]!;
    expect([r0.re, r0.kontra]).toEqual([[0, 1], [2, 3]]);
    expect([r1.re, r1.kontra]).toEqual([[0, 3], [1, 2]]);
    // The sheet and replay say why: the Genscher and the partner named.
    expect(r1.genscher).toEqual({ seat: 0, partner: 3 });
    expect(r0.genscher).toBeUndefined();
    expect(doppelkopf.results(switched).rounds[0]).toMatchObject({ re: [0, 3], genscher: { seat: 0, partner: 3 } });
    expect(r1.type).toBe('normal');
    const cardPoints = (re: number[]) => switched.tricks.reduce((sum, t) => sum + (re.includes(t.winner) ? t.points : 0), 0);
    expect(r1.cardPoints).toEqual({ re: cardPoints([0, 3]), kontra: 240 - cardPoints([0, 3]) });
    // Foxes caught, judged by the parties at the end of the game: the first trick's Fox is caught only after the switch.
    const foxes = (re: number[]) => switched.tricks.flatMap((t) => t.cards.filter((c) => c.card === FOX && re.includes(c.seat) !== re.includes(t.winner)));
    const caught = (g: typeof r1) => (g.explain ?? []).filter((l) => l.code === 'extra-fox').length;
    expect(caught(r1)).toBe(foxes([0, 3]).length);
    expect(caught(r0)).toBe(foxes([0, 1]).length);
    expect(foxes([0, 3])).toContainEqual({ seat: 2, card: FOX });
    expect(foxes([0, 1])).not.toContainEqual({ seat: 2, card: FOX });
    expect(r1.points.reduce((a, b) => a + b, 0)).toBe(0);
    expect(r1.points[0]).toBe(r1.points[3]);
    expect(r1.points[1]).toBe(r1.points[2]);
  });
});
