import type { Seat } from '../../../engine/game';
import { ACE, CLUBS_JACK, DULLE, FOX, rankOf, suitOf, TEN } from '../cards';
import { isNullSolo } from '../solos';
import { isSoloGame, modeOf, partyOf } from '../parties';
import { gameType, partyLevel } from '../facts';
import type { Party } from '../scoring';
import type { CompletedTrick, DoppelkopfState, Evening, GameRecord } from '../state';
import { eveningOver, scheduledEvents } from './evening';
import { ramschMinus, weimarValue, type WeimarLine, type WeimarScore } from './score';
import { atSeat, type ExplainLine } from '../../../engine/explain';

/** I.14⑦: two Aces and two Tens of one suit in one trick. */
export function isDoppelkopf(t: CompletedTrick): boolean {
  const suits = new Set(t.cards.map((c) => suitOf(c.card)));
  return suits.size === 1 && t.cards.filter((c) => rankOf(c.card) === ACE).length === 2 && t.cards.filter((c) => rankOf(c.card) === TEN).length === 2;
}

/** I.14⑥: whose Dulle was caught by the other Dulle (the first one played in a trick the second one won). */
export function dulleCaught(t: CompletedTrick): Seat | null {
  const dullen = t.cards.filter((c) => c.card === DULLE);
  return dullen.length === 2 && t.winner === dullen[1]!.seat ? dullen[0]!.seat : null;
}

/** Ramsch has no parties: what the summary shows instead, each seat's card points and who said Kontra. */
function ramschFacts(state: DoppelkopfState): NonNullable<GameRecord['ramsch']> {
  const cardPoints = new Array<number>(state.n).fill(0);
  for (const t of state.tricks) cardPoints[t.winner]! += t.points;
  return { cardPoints, kontra: state.announcements.map((a) => a.seat) };
}

/** Ramsch: each seat alone, ranked by card points; a Durchmarsch (≥ `durchmarschAt`, 160) counts as a won solo. */
function ramschScore(state: DoppelkopfState): { minus: number[]; score: WeimarScore; durchmarsch: Seat | null; explain: ExplainLine[] } {
  const o = state.options;
  const pts = state.active.map((s) => state.tricks.filter((t) => t.winner === s).reduce((a, t) => a + t.points, 0));
  const tricks = state.active.map((s) => state.tricks.filter((t) => t.winner === s).length);
  const kontras = state.announcements.length;
  const minus = new Array<number>(state.n).fill(0);
  const at = o.durchmarschAt > 0 ? pts.findIndex((p) => p >= o.durchmarschAt) : -1;
  if (at >= 0) {
    const value = o.base * 2 ** kontras;
    state.active.forEach((s, i) => { if (i !== at) minus[s] = value; });
    const explain: ExplainLine[] = [{
      code: 'durchmarsch', params: { seat: state.active[at]!, cardPoints: pts[at]!, base: o.base, kontras, rule: 'I.8⑤' }, points: minus.map((m) => -m),
    }];
    return { explain, minus, durchmarsch: state.active[at]!, score: { loser: 'kontra', value, lines: [{ id: 'durchmarsch', value: o.base }, ...state.announcements.map((_, i) => ({ id: `kontra-${i + 1}`, value: 2 }))], extras: [] } };
  }
  const r = ramschMinus(pts, tricks, kontras, o.ramschSteps);
  state.active.forEach((s, i) => { minus[s] = r.minus[i]!; });
  const lines = [{ id: 'ramsch', value: 1 }, ...(r.factor > 1 ? [{ id: 'kontra-jungfrau', value: r.factor }] : [])];
  const explain: ExplainLine[] = [];
  if (r.factor > 1) explain.push({ code: 'ramschFactor', params: { kontras, jungfrauen: tricks.filter((t) => t === 0).length, factor: r.factor, rule: 'I.14⑨' } });
  state.active.forEach((s, i) => {
    // The Olympic rule: equal card points share the lowest step of the places they take.
    const above = pts.filter((q) => q > pts[i]!).length;
    const same = pts.filter((q) => q === pts[i]).length;
    explain.push({
      code: 'ramschPlace',
      params: { seat: s, cardPoints: pts[i]!, place: above + 1, shared: same, step: o.ramschSteps[above + same - 1]!, factor: r.factor, rule: 'I.14⑨' },
      points: atSeat(state.n, s, -r.minus[i]!),
    });
  });
  return { explain, minus, durchmarsch: null, score: { loser: null, value: 0, lines, extras: [] } };
}

/** A factor line of the game's value (no points: the `lost` line pays them), with the booklet rule it comes from. */
function factorLine(l: WeimarLine): ExplainLine {
  const party: Record<string, string> = l.party ? { party: l.party } : {};
  const [head, ...rest] = l.id.split('-');
  const tail = rest.join('-');
  switch (head) {
    case 'base': return { code: 'base', params: { value: l.value, rule: 'I.13' } };
    case 'realised': return { code: 'realised', params: { stage: tail, factor: l.value, ...party, rule: 'I.13①' } };
    case 'kontra': return { code: 'kontra', params: { n: Number(tail), factor: l.value, ...party, rule: 'I.14③' } };
    case 'stage': return { code: l.missed ? 'stageMissed' : 'stage', params: { stage: tail, factor: l.value, ...party, rule: l.missed ? 'I.14①' : 'I.14③' } };
    case 'really': return { code: 'reallyLost', params: { factor: l.value, ...party, rule: 'I.14①' } };
    case 'both': return { code: 'bothMissedNoScore', params: { rule: 'II.1' } };
    case 'ouvert': return { code: 'ouvert', params: { factor: l.value, rule: 'I.14⑤' } };
    case 'marriage': return { code: 'marriageLast', params: { factor: l.value, rule: 'I.14④' } };
    default: return { code: l.id, params: { factor: l.value } };
  }
}

/** The end of a game under Weimar scoring: minus points per seat, the evening's counters. */
export function finishWeimar(state: DoppelkopfState): DoppelkopfState {
  const o = state.options;
  const c = state.contract!;
  const party = (s: Seat): Party => partyOf(state, s)!;
  const bockExp = state.ramschGame ? 0 : state.bock[0] ?? 0;
  const bock = 2 ** bockExp;
  let minus = new Array<number>(state.n).fill(0);
  let score: WeimarScore;
  let explain: ExplainLine[] = [];
  let soloist: Seat | null = null;
  /** What the game itself costs a losing player (I.14⑧). */
  let gameWorth = 0;
  const points = { re: 0, kontra: 0 };
  const tricks = { re: 0, kontra: 0 };
  const level = { re: partyLevel(state, 're'), kontra: partyLevel(state, 'kontra') };

  if (c.kind === 'ramsch') {
    const r = ramschScore(state);
    minus = r.minus;
    score = r.score;
    explain = r.explain;
    gameWorth = Math.max(...r.minus);
    soloist = r.durchmarsch;
  } else {
    for (const t of state.tricks) { points[party(t.winner)] += t.points; tricks[party(t.winner)] += 1; }
    const solo = isSoloGame(state);
    const nullSolo = c.kind === 'solo' && isNullSolo(c.solo) ? c.solo : null;
    const v = weimarValue({
      points, tricks, level, base: o.base, bothMissed: o.bothMissed, blackStage: o.blackStage,
      kontras: state.announcements.filter((a) => a.level >= 1).reduce<Party[]>((ks, a) => (ks.includes(a.party) ? ks : [...ks, a.party]), []),
      ...(nullSolo ? { nullGame: { ouvert: nullSolo.endsWith('Ouvert') } } : {}),
      ...(c.kind === 'marriage' && c.last && c.partner !== null ? { marriageLast: true } : {}),
    });
    explain = v.lines.map(factorLine);
    if (v.loser) {
      gameWorth = v.value * bock * (solo && v.loser === 're' ? 3 : 1);
      if (bock > 1) explain.push({ code: 'bock', params: { factor: bock, rule: 'I.8⑦' } });
      if (solo && v.loser === 're') explain.push({ code: 'soloLost', params: { factor: 3 } });
      const row = new Array<number>(state.n).fill(0);
      for (const s of state.active) if (party(s) === v.loser) row[s] = -gameWorth;
      explain.push({ code: 'lost', params: { party: v.loser, value: gameWorth }, points: row });
      for (const s of state.active) {
        if (party(s) !== v.loser) continue;
        // A solo lost: the soloist alone takes what three would have taken.
        minus[s] = minus[s]! + v.value * bock * (solo && v.loser === 're' ? 3 : 1);
      }
    }
    if (solo && c.kind === 'solo') soloist = c.soloist;
    const extras: WeimarScore['extras'] = [];
    // Decision: no extras in solos (option soloExtras: in solos but Null); fox and Karlchen need the normal trumps.
    const extrasCount = !solo || (o.soloExtras && !nullSolo);
    const normal = modeOf(state) === 'normal';
    const earned = { re: 0, kontra: 0 };
    const items: ExplainLine[] = [];
    state.tricks.forEach((t, i) => {
      const p = party(t.winner);
      const caught = dulleCaught(t);
      // I.14⑥ "egal von welchem Spieler": in every game but Ramsch, Null mit Trumpf included.
      if (caught !== null) extras.push({ seat: caught, id: 'dulle-caught', points: o.dulleCaughtPoints });
      if (!extrasCount) return;
      const earn = (id: string, from?: Seat): void => {
        earned[p] += 1;
        items.push({ code: `extra-${id}`, params: { party: p, seat: t.winner, trick: i + 1, ...(from !== undefined ? { from } : {}) } });
      };
      if (o.foxCaught && normal) for (const x of t.cards) if (x.card === FOX && party(x.seat) !== p) earn('fox', x.seat);
      if (o.doppelkopf && t.points >= 40) earn('doppelkopf');
      if (o.karlchen && normal && i === state.tricks.length - 1 && t.cards.find((x) => x.seat === t.winner)!.card === CLUBS_JACK) earn('karlchen');
      if (o.doppelkopf && isDoppelkopf(t)) {
        for (const s of state.active) if (party(s) !== p) extras.push({ seat: s, id: 'doppelkopf', points: o.doppelkopfPoints });
      }
    });
    // Extra points (fox, Voller, Karlchen) set against each other as in the standard game; the party behind pays.
    const net = earned.re - earned.kontra;
    if (net !== 0) {
      const payer: Party = net > 0 ? 'kontra' : 're';
      for (const s of state.active) if (party(s) === payer) extras.push({ seat: s, id: 'extras', points: Math.abs(net) * o.extraPoints });
    }
    for (const e of extras) minus[e.seat] = minus[e.seat]! + e.points;
    // Who earned which extra point first (no points of their own), then what each seat pays for them.
    explain.push(...items);
    for (const e of extras) {
      const params: Record<string, string | number> = e.id === 'extras'
        ? { seat: e.seat, re: earned.re, kontra: earned.kontra, per: o.extraPoints, rule: 'I.14⑦' }
        : e.id === 'dulle-caught' ? { seat: e.seat, rule: 'I.14⑥' } : { seat: e.seat, rule: 'I.14⑦' };
      explain.push({ code: `pay-${e.id}`, params, points: atSeat(state.n, e.seat, -e.points) });
    }
    score = { ...v, extras };
  }

  // I.14⑧: those sitting out share in "Spiele mit über 100 Minuspunkten": the game's own value for a
  // losing player (Bock and a lost solo's ×3 in, personal penalties such as a caught Dulle out); dealer 50, others 30.
  if (gameWorth > o.sittingOver) {
    for (let s = 0; s < state.n; s++) {
      if (state.active.includes(s)) continue;
      const points = s === state.dealer ? o.sittingDealer : o.sittingOthers;
      minus[s] = minus[s]! + points;
      score.extras.push({ seat: s, id: 'sitting', points });
      explain.push({ code: 'sitting', params: { seat: s, dealer: s === state.dealer ? 1 : 0, worth: gameWorth, over: o.sittingOver, rule: 'I.14⑧' }, points: atSeat(state.n, s, -points) });
    }
  }

  const re = state.active.filter((s) => c.kind !== 'ramsch' && party(s) === 're');
  const kontra = state.active.filter((s) => !re.includes(s));
  const record: GameRecord = {
    round: state.round, dealer: state.dealer, type: soloist !== null && c.kind === 'ramsch' ? 'durchmarsch' : gameType(state, isSoloGame(state)),
    scored: true, re, kontra, cardPoints: c.kind === 'ramsch' ? null : points, announcements: level,
    value: { winner: score.loser === null ? null : score.loser === 're' ? 'kontra' : 're', re: 0, lines: [] },
    bock, points: minus.map((m) => (m === 0 ? 0 : -m)), weimar: score, explain,
    ...(c.kind === 'ramsch' ? { ramsch: ramschFacts(state) } : {}),
    ...(state.genscher ? { genscher: { seat: state.genscher.seat, partner: state.genscher.partner } } : {}),
  };
  // I.8⑦: a Ramsch game pushes pending Böcke back instead of using one up.
  let pending = state.ramschGame ? state.bock.slice() : state.bock.slice(1);
  if (o.bock && c.kind !== 'ramsch') {
    const triggered = o.bockTriggers.filter((t) => (t === 'tie' && points.re === 120) || (t === 'bothAnnounced' && level.re >= 1 && level.kontra >= 1)
      || (t === 'soloLost' && soloist !== null && score.loser === 're'));
    for (let k = 0; k < triggered.length; k++) {
      const n = Math.max(pending.length, state.n);
      pending = Array.from({ length: n }, (_, i) => (pending[i] ?? 0) + (i < state.n ? 1 : 0));
    }
  }
  const evening = countSolos(state.evening, c.kind === 'solo' && isNullSolo(c.solo) ? null : soloist);
  const gamesPlayed = state.gamesPlayed + 1;
  const counted: Evening = { ...evening, ramschLeft: state.ramschGame ? Math.max(0, evening.ramschLeft - 1) : evening.ramschLeft };
  const ev: Evening = {
    ...scheduledEvents(state, counted, gamesPlayed),
    jokerThisGame: null,
    pflicht: null,
  };
  const over = eveningOver(state, ev, gamesPlayed);
  return { ...state, gamesPlayed, bock: pending, history: [...state.history, record], evening: ev, phase: over ? 'over' : 'deal' };

  function countSolos(e: Evening, by: Seat | null): Evening {
    const solos = e.solos.slice();
    if (by !== null) solos[by]! += 1;
    // I.3⑤: a (higher) solo by someone else while a Pflichtsolo is due counts as that Pflichtsolo played.
    if (e.pflicht !== null && by !== e.pflicht) solos[e.pflicht]! += 1;
    return { ...e, solos };
  }
}
