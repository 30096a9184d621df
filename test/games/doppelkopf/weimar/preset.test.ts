import { describe, expect, it } from 'vitest';
import { Match } from '../../../../shared/engine/match';
import { createRng } from '../../../../shared/engine/rng';
import { doppelkopf, type DoppelkopfState, type DoppelkopfView } from '../../../../shared/games/doppelkopf';
import { cardName, deck, parseCard } from '../../../../shared/games/doppelkopf/cards';
import { parseOptions } from '../../../../shared/games/doppelkopf/presets';
import { TRUMP } from '../../../../shared/games/doppelkopf/order';
import { rankingOf } from '../../../../shared/games/doppelkopf/parties';
import { apply, legalActions } from '../../../../shared/games/doppelkopf/rules';
import type { Contract } from '../../../../shared/games/doppelkopf/state';
import { view } from '../../../../shared/games/doppelkopf/view';
import { healthy, p, playOut, position, res, run, say, start } from '../craft';

const W = { preset: 'weimar' };

/** The last trick of a game: 11 earlier tricks (all won by `dummyWinner`) from the rest of the deck. */
function lastTrick(last: string[], contract: Contract, dummyWinner: number, n = 4, announcements: DoppelkopfState['announcements'] = []): DoppelkopfState {
  const pool = deck(true);
  for (const c of last) pool.splice(pool.indexOf(parseCard(c)!), 1);
  const tricks = Array.from({ length: 11 }, (_, i) => ({ leader: 0, cards: pool.slice(i * 4, i * 4 + 4).map(cardName) }));
  const hands = [...last.map((c) => [c]), ...(n === 5 ? [[]] : [])];
  const s = position({ hands, contract, tricks, options: W });
  return { ...s, announcements, tricks: s.tricks.map((t) => ({ ...t, winner: dummyWinner })) };
}

describe('Weimar preset: options and solos (I.3, I.9, I.10, I.11)', () => {
  it('the record names the preset, and replaying it scores by Weimar rules', () => {
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], W, 'weimar-1');
    expect(m.record.options).toMatchObject({ preset: 'weimar', scoring: 'weimar', soloOrder: 'highest' });
    expect(doppelkopf.options({ preset: 'weimar', base: 20 }, 4)).toMatchObject({ preset: 'weimar', base: 20, scoring: 'weimar' });
    expect(() => doppelkopf.options({ solos: ['nullTrump'] }, 4)).toThrow(/Null games are scored only/);
  });

  it('solos rank Null < Null mit Trumpf < Gammeln < Dullen < Schell < Herz < Grün < Eichel < Buben < Damen < Trumpf; the highest is played', () => {
    expect(parseOptions(W, 4).solos).toEqual([
      'nullMeatless', 'nullMeatlessOuvert', 'nullTrump', 'nullTrumpOuvert', 'meatless', 'dullen',
      'diamonds', 'hearts', 'spades', 'clubs', 'jacks', 'queens', 'trump',
    ]);
    const s = run(start([[], [], [], []], W), res(0, 'soloClubs'), res(1, 'soloTrump'), res(2, 'soloNullMeatless'), res(3, 'healthy'));
    expect(s.contract).toEqual({ kind: 'solo', solo: 'trump', soloist: 1 });
    const g = run(start([[], [], [], []], W), res(0, 'soloNullTrumpOuvert'), res(1, 'healthy'), res(2, 'soloMeatless'), res(3, 'healthy'));
    expect(g.contract).toMatchObject({ solo: 'meatless', soloist: 2 });
  });

  it('Schell-solo: only Diamonds are trump (suitSolo "suitOnly"); Dullen-solo: only the Hearts Tens; Trumpfsolo: the normal trumps', () => {
    const trumps = (solo: string) => {
      const s = run(start([[], [], [], []], W), res(0, `solo${solo}` as never), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));
      const r = rankingOf(s);
      return Array.from({ length: 24 }, (_, c) => c).filter((c) => r.follow[c] === TRUMP).map(cardName);
    };
    expect(trumps('Diamonds')).toEqual(['diamonds-9', 'diamonds-J', 'diamonds-Q', 'diamonds-K', 'diamonds-10', 'diamonds-A']);
    expect(trumps('Dullen')).toEqual(['hearts-10']);
    expect(trumps('Trump')).toHaveLength(26 / 2);
    expect(trumps('Meatless')).toEqual([]);
  });

  it('Ouvert-Null: everybody sees the soloist\'s hand during play; stages cannot be announced in a Null game', () => {
    const s = run(start([[], [], [], []], W), res(0, 'soloNullTrumpOuvert'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));
    expect(view(s, 2).openHand).toEqual({ seat: 0, cards: view(s, 0).hand });
    const r = apply(run(s, say(0, 're')), say(0, 'no90'));
    expect(!r.ok && r.error.code).toBe('null-no-stages');
  });

  it('a lost Null costs the soloist three times the base; a won Ouvert-Null costs each opponent double', () => {
    const lost = lastTrick(['hearts-A', 'hearts-9', 'hearts-9', 'hearts-K'], { kind: 'solo', solo: 'nullTrumpOuvert', soloist: 0 }, 1);
    const g = run(lost, p(0, 'hearts-A'), p(1, 'hearts-9'), p(2, 'hearts-9'), p(3, 'hearts-K')).history[0]!;
    expect(g.points).toEqual([-30, 0, 0, 0]);
    const won = lastTrick(['hearts-9', 'hearts-A', 'hearts-K', 'hearts-K'], { kind: 'solo', solo: 'nullMeatlessOuvert', soloist: 0 }, 1);
    expect(run(won, p(0, 'hearts-9'), p(1, 'hearts-A'), p(2, 'hearts-K'), p(3, 'hearts-K')).history[0]!.points).toEqual([0, -20, -20, -20]);
  });
});

describe('Weimar preset: announcements (I.5)', () => {
  it('a stage needs the party\'s own Kontra first (I.5②)', () => {
    const s = healthy(start([['clubs-Q'], [], ['clubs-Q'], []], W));
    const r = apply(s, say(0, 'no90'));
    expect(!r.ok && r.error.code).toBe('stage-needs-kontra');
    expect(run(s, say(0, 're'), say(0, 'no90')).announcements.map((a) => a.level)).toEqual([1, 2]);
  });
});

describe('Weimar preset: Schieben / Einmischen (I.4) and marriages (I.6, I.14④)', () => {
  const poor = ['clubs-A', 'clubs-A', 'clubs-10', 'clubs-10', 'clubs-K', 'clubs-K', 'clubs-9', 'clubs-9', 'spades-A', 'spades-A', 'diamonds-9', 'diamonds-9'];

  it('Schieben with a marriage declared at the same time: Einmischen (I.4③)', () => {
    const s = run(start([poor, ['clubs-Q', 'clubs-Q'], [], []], W), res(0, 'poverty'), res(1, 'marriage'), res(2, 'healthy'), res(3, 'healthy'));
    expect(s.phase).toBe('deal');
    expect(s.contract).toEqual({ kind: 'void', reason: 'povertyMarriage', seat: 0 });
  });

  it('fewer than 3 trumps: the partner sees the pushed cards before deciding; declining throws the deal in (I.4②)', () => {
    let s = run(start([poor, [], [], []], W), res(0, 'poverty'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));
    s = run(s, { seat: 0, type: 'povertyPass', cards: ['diamonds-9', 'diamonds-9'] });
    expect(view(s, 1).poverty!.cards).toEqual(['diamonds-9', 'diamonds-9']);
    expect(view(s, 2).poverty!.cards).toBeNull();
    s = run(s, { seat: 1, type: 'povertyAnswer', accept: false });
    expect(s.contract).toMatchObject({ kind: 'void', reason: 'povertyRefused' });
  });

  it('three trumps: the partner decides without seeing them (I.4①)', () => {
    const three = [...poor.slice(0, 9), 'diamonds-9', 'diamonds-9', 'diamonds-K'];
    let s = run(start([three, [], [], []], W), res(0, 'poverty'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));
    s = run(s, { seat: 0, type: 'povertyPass', cards: ['diamonds-9', 'diamonds-9', 'diamonds-K'] });
    expect(view(s, 1).poverty!.cards).toBeNull();
  });

  it('a marriage with three trumps in all may be thrown in on request (I.4④); a solo stops it (I.4⑥)', () => {
    const bride = ['clubs-Q', 'clubs-Q', 'diamonds-9', ...poor.slice(0, 9)];
    const s = start([bride, [], [], []], W);
    expect(legalActions(s, 0).map((a) => (a as { reservation: string }).reservation)).toContain('throwMarriage');
    expect(run(s, res(0, 'throwMarriage'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy')).contract).toMatchObject({ kind: 'void', reason: 'throwMarriage' });
    expect(run(s, res(0, 'throwMarriage'), res(1, 'soloJacks'), res(2, 'healthy'), res(3, 'healthy')).contract).toMatchObject({ kind: 'solo', soloist: 1 });
  });

  it('marriage: the first foreign plain-suit trick among the first three plain tricks decides (I.6①)', () => {
    const bride = ['clubs-Q', 'clubs-Q', 'diamonds-A', 'hearts-A', ...poor.slice(0, 8)];
    let s = run(start([bride, ['diamonds-10'], ['diamonds-K'], ['diamonds-K']], W), res(0, 'marriage'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));
    // A trump trick won by seat 1 does not count.
    s = run(s, p(0, 'diamonds-A'), p(1, 'diamonds-10'), p(2, 'diamonds-K'), p(3, 'diamonds-K'));
    expect(s.contract).toMatchObject({ partner: null, clarifiedAfter: null });
  });

  it('"Hochzeit 12. Stich": the winner of the last trick is the partner, and a won game counts double (I.14④)', () => {
    const st = lastTrick(['clubs-Q', 'hearts-10', 'spades-9', 'spades-9'], { kind: 'marriage', seat: 0, partner: null, clarifiedAfter: null, last: true }, 0);
    const g = run(st, p(0, 'clubs-Q'), p(1, 'hearts-10'), p(2, 'spades-9'), p(3, 'spades-9')).history[0]!;
    expect(g.type).toBe('marriageLast');
    expect(g.re).toEqual([0, 1]);
    expect(g.weimar!.lines.map((l) => l.id)).toContain('marriage-last');
  });
});

describe('Weimar preset: extra minus points (I.14⑥⑦⑧)', () => {
  it('a Dulle caught by the other Dulle costs its owner 50, whoever caught it', () => {
    const st = lastTrick(['hearts-10', 'hearts-10', 'spades-9', 'spades-9'], { kind: 'normal' }, 1);
    const g = run(st, p(0, 'hearts-10'), p(1, 'hearts-10'), p(2, 'spades-9'), p(3, 'spades-9')).history[0]!;
    expect(g.weimar!.extras).toContainEqual({ seat: 0, id: 'dulle-caught', points: 50 });
  });

  it('I.14⑥ in a Null mit Trumpf too ("egal von welchem Spieler", every game but Ramsch): the caught Dulle costs its owner 50', () => {
    const st = lastTrick(['spades-9', 'hearts-10', 'spades-9', 'hearts-10'], { kind: 'solo', solo: 'nullTrump', soloist: 0 }, 1);
    const g = run(st, p(0, 'spades-9'), p(1, 'hearts-10'), p(2, 'spades-9'), p(3, 'hearts-10')).history[0]!;
    expect(g.weimar!.extras).toContainEqual({ seat: 1, id: 'dulle-caught', points: 50 });
    expect(g.points[1]).toBe(-(10 + 50)); // the lost Null (soloist without a trick) plus the Dulle
    // Ouvert likewise; a Null without trump has no Dulle to catch (the first Hearts Ten keeps the trick).
    const ouvert = lastTrick(['hearts-10', 'hearts-10', 'spades-9', 'spades-9'], { kind: 'solo', solo: 'nullTrumpOuvert', soloist: 2 }, 1);
    expect(run(ouvert, p(0, 'hearts-10'), p(1, 'hearts-10'), p(2, 'spades-9'), p(3, 'spades-9')).history[0]!.weimar!.extras)
      .toContainEqual({ seat: 0, id: 'dulle-caught', points: 50 });
    const meatless = lastTrick(['hearts-10', 'hearts-10', 'spades-9', 'spades-9'], { kind: 'solo', solo: 'nullMeatless', soloist: 2 }, 1);
    expect(run(meatless, p(0, 'hearts-10'), p(1, 'hearts-10'), p(2, 'spades-9'), p(3, 'spades-9')).history[0]!.weimar!.extras
      .filter((e) => e.id === 'dulle-caught')).toEqual([]);
  });

  it('a Doppelkopf (two Aces, two Tens of a suit) costs the other party 5 on top of the Voller', () => {
    const st = lastTrick(['clubs-A', 'clubs-10', 'clubs-A', 'clubs-10'], { kind: 'normal' }, 1);
    const g = run(st, p(0, 'clubs-A'), p(1, 'clubs-10'), p(2, 'clubs-A'), p(3, 'clubs-10')).history[0]!;
    const winnerParty = g.re.includes(0) ? g.re : g.kontra;
    const losers = [0, 1, 2, 3].filter((s) => !winnerParty.includes(s));
    for (const s of losers) expect(g.weimar!.extras).toContainEqual({ seat: s, id: 'doppelkopf', points: 5 });
  });

  it('decision: no Fuchs, Karlchen, Voller or Doppelkopf extras in solos; the I.14⑥ penalty is no extra and counts; option soloExtras', () => {
    const trumpSolo = { kind: 'solo', solo: 'trump', soloist: 0 } as const;
    // A Doppelkopf trick (two Aces, two Tens of Clubs: a Voller too) as the last trick of a Trumpfsolo.
    const voller = (o: Record<string, unknown>) => {
      const st = lastTrick(['clubs-A', 'clubs-10', 'clubs-A', 'clubs-10'], trumpSolo, 1);
      return run({ ...st, options: { ...st.options, ...o } }, p(0, 'clubs-A'), p(1, 'clubs-10'), p(2, 'clubs-A'), p(3, 'clubs-10')).history[0]!;
    };
    expect(parseOptions(W, 4).soloExtras).toBe(false);
    expect(voller({}).weimar!.extras.filter((e) => e.id === 'doppelkopf' || e.id === 'extras')).toEqual([]);
    const on = voller({ soloExtras: true }).weimar!.extras;
    expect(on.filter((e) => e.id === 'doppelkopf').length).toBeGreaterThan(0);
    // The Dulle caught in a solo costs its owner 50 either way.
    const st = lastTrick(['hearts-10', 'hearts-10', 'spades-9', 'spades-9'], trumpSolo, 1);
    const g = run(st, p(0, 'hearts-10'), p(1, 'hearts-10'), p(2, 'spades-9'), p(3, 'spades-9')).history[0]!;
    expect(g.weimar!.extras).toContainEqual({ seat: 0, id: 'dulle-caught', points: 50 });
  });

  it('at five, the dealer sitting out shares in a game over 100 minus points with 50', () => {
    const kontras = [{ seat: 0, party: 're' as const, level: 1 as const }, { seat: 1, party: 'kontra' as const, level: 1 as const }];
    const st = lastTrick(['spades-9', 'spades-A', 'spades-9', 'spades-K'], { kind: 'solo', solo: 'trump', soloist: 0 }, 1, 5, kontras);
    const g = run(st, p(0, 'spades-9'), p(1, 'spades-A'), p(2, 'spades-9'), p(3, 'spades-K')).history[0]!;
    // Kontra took every trick: 10 x 16 (under 90, 60, 30, black) x 4 (Re, Kontra) x 3 (the soloist alone).
    expect(g.weimar!.value).toBe(10 * 16 * 4);
    expect(g.points[0]).toBeLessThanOrEqual(-1920);
    expect(g.points.slice(1)).toEqual([0, 0, 0, -50]);
    expect(g.weimar!.extras).toContainEqual({ seat: 4, id: 'sitting', points: 50 });
  });
});
