import { accept, refuse, type Outcome } from '../../engine/errors';
import type { Seat } from '../../engine/game';
import { cardName, CLUBS_JACK, FOX, handSize, parseCard, sumPoints, type Card } from './cards';
import { isTrump, trickWinner } from './order';
import { isSoloGame, modeOf, partyOf, rankingOf } from './parties';
import { explainValue, type ExtraItem } from './explain';
import { gameValue, type Level, type Party } from './scoring';
import type { CompletedTrick, Contract, DoppelkopfState, GameRecord } from './state';
import { gameType, partyLevel } from './facts';
import { variantOf } from './variants';
import { automaticPigs } from './pigs';

export { gameType, partyLevel };

/** Cards are played from `lead` (default: left of the dealer). */
export function startPlay(state: DoppelkopfState, lead?: Seat): DoppelkopfState {
  const started: DoppelkopfState = { ...state, phase: 'play', turn: lead ?? state.active[0]! };
  const pigs = automaticPigs(started);
  return pigs ? { ...started, pigs } : started;
}

/** A thrown-in deal: no score, the same dealer deals again. */
export function voidGame(state: DoppelkopfState): DoppelkopfState {
  const c = state.contract as Extract<Contract, { kind: 'void' }>;
  const record: GameRecord = {
    round: state.round, dealer: state.dealer, type: c.reason, scored: false, re: [], kontra: [], cardPoints: null,
    announcements: { re: 0, kontra: 0 }, value: null, bock: 1, points: new Array<number>(state.n).fill(0),
  };
  // A thrown-in deal is no game: a Pflichtsolo is still due, the joker stays unused.
  return { ...state, phase: 'deal', history: [...state.history, record], evening: { ...state.evening, jokerThisGame: null } };
}

/** The cards `seat` may play now: follow what was led (trump counts as its own suit) if possible. */
export function playableCards(state: DoppelkopfState, seat: Seat): Card[] {
  if (state.phase !== 'play' || state.turn !== seat) return [];
  const hand = state.hands[seat]!;
  const distinct = [...new Set(hand)];
  if (state.trick.length === 0) return distinct;
  const r = rankingOf(state);
  const led = r.follow[state.trick[0]!.card]!;
  const following = distinct.filter((c) => r.follow[c] === led);
  return following.length > 0 ? following : distinct;
}

export function play(state: DoppelkopfState, seat: Seat, name: string): Outcome<DoppelkopfState> {
  if (state.phase !== 'play') {
    return refuse('not-playing-yet', state.phase === 'reserve'
      ? 'Reservations first: every player answers "healthy" or names a reservation before the first card.'
      : 'The poverty exchange comes first.');
  }
  if (seat !== state.turn) return refuse('not-your-turn', `It is seat ${state.turn}'s turn to play, not seat ${seat}'s.`);
  const card = parseCard(name);
  const hand = state.hands[seat]!;
  const at = card === undefined ? -1 : hand.indexOf(card);
  if (at < 0) return refuse('not-in-hand', `Seat ${seat} does not hold ${name}.`);
  if (!playableCards(state, seat).includes(card!)) {
    const r = rankingOf(state);
    const led = state.trick[0]!.card;
    const what = isTrump(r, led) ? 'trump' : cardName(led).split('-')[0]!;
    return refuse('must-follow-suit', `Follow suit: ${what} was led${what === 'trump' ? '' : ' (not counting its trumps)'} and you hold ${what}.`, { suit: what });
  }
  const hands = state.hands.slice();
  hands[seat] = hand.filter((_, i) => i !== at);
  const trick = [...state.trick, { seat, card: card! }];
  const next = state.active[(state.active.indexOf(seat) + 1) % 4]!;
  if (trick.length < 4) return accept({ ...state, hands, trick, turn: next });
  return accept(finishTrick({ ...state, hands }, trick));
}

function finishTrick(state: DoppelkopfState, cards: CompletedTrick['cards']): DoppelkopfState {
  const total = handSize(state.options.withNines);
  const last = state.tricks.length + 1 === total;
  const second = state.options.secondDulle === 'beats' || (state.options.secondDulle === 'beatsExceptLastTrick' && !last);
  const r = rankingOf(state);
  const winner = trickWinner(cards, r, second);
  const trick: CompletedTrick = { leader: cards[0]!.seat, cards, winner, points: sumPoints(cards.map((p) => p.card)) };
  const tricks = [...state.tricks, trick];
  let contract = state.contract!;
  if (contract.kind === 'marriage' && contract.clarifiedAfter === null) {
    const o = state.options;
    const ledTrump = isTrump(r, cards[0]!.card);
    const counts = contract.last ? last : o.marriagePartner === 'any' || (o.marriagePartner === 'trump') === ledTrump;
    // Weimar I.6①: "die ersten drei Farbstiche" count plain-suit tricks, not all tricks.
    const counted = o.marriageCount === 'plainTricks' ? tricks.filter((t) => !isTrump(r, t.cards[0]!.card)).length : tricks.length;
    if (winner !== contract.seat && counts) contract = { ...contract, partner: winner, clarifiedAfter: tricks.length };
    else if ((!contract.last && counted >= o.marriageTricks) || last) contract = { ...contract, clarifiedAfter: tricks.length };
  }
  const next: DoppelkopfState = { ...state, contract, tricks, trick: [], turn: winner };
  return last ? finishGame(next) : next;
}

function finishGame(state: DoppelkopfState): DoppelkopfState {
  // A scoring variant (Weimar) scores the game itself: the core calls it through one interface.
  const variant = variantOf(state.options);
  if (variant) return variant.finishGame(state);
  const o = state.options;
  const party = (s: Seat): Party => partyOf(state, s)!;
  const points = { re: 0, kontra: 0 };
  const tricks = { re: 0, kontra: 0 };
  const extras = { re: 0, kontra: 0 };
  const items: ExtraItem[] = [];
  const normal = modeOf(state) === 'normal';
  state.tricks.forEach((t, i) => {
    const p = party(t.winner);
    points[p] += t.points;
    tricks[p] += 1;
    const earn = (x: ExtraItem): void => { extras[p] += 1; items.push(x); };
    if (o.foxCaught && normal) {
      for (const c of t.cards) if (c.card === FOX && party(c.seat) !== p) earn({ id: 'fox', party: p, seat: t.winner, from: c.seat, trick: i });
    }
    if (o.doppelkopf && t.points >= 40) earn({ id: 'doppelkopf', party: p, seat: t.winner, trick: i });
    const won = t.cards.find((c) => c.seat === t.winner)!.card;
    if (o.karlchen && normal && i === state.tricks.length - 1 && won === CLUBS_JACK) earn({ id: 'karlchen', party: p, seat: t.winner, trick: i });
  });
  const solo = isSoloGame(state);
  const level = { re: partyLevel(state, 're'), kontra: partyLevel(state, 'kontra') };
  const value = gameValue({ points, tricks, level, solo, extras, againstTheQueens: o.againstTheQueens, doubling: o.doubling });
  const exp = state.bock[0] ?? 0;
  const bock = 2 ** exp;
  const re = state.active.filter((s) => party(s) === 're');
  const kontra = state.active.filter((s) => party(s) === 'kontra');
  const seatPoints = new Array<number>(state.n).fill(0);
  for (const s of re) seatPoints[s] = value.re * bock * (solo ? 3 : 1);
  for (const s of kontra) seatPoints[s] = -value.re * bock;
  const record: GameRecord = {
    round: state.round, dealer: state.dealer, type: gameType(state, solo), scored: true, re, kontra,
    cardPoints: points, announcements: level, value, bock, points: seatPoints.map((v) => v + 0),
    explain: explainValue(state.n, value, re, kontra, bock, solo, items),
    ...(state.genscher ? { genscher: { seat: state.genscher.seat, partner: state.genscher.partner } } : {}),
  };
  let pending = state.bock.slice(1);
  if (o.bock) {
    const triggered = o.bockTriggers.filter((t) =>
      (t === 'tie' && points.re === 120)
      || (t === 'bothAnnounced' && level.re >= 1 && level.kontra >= 1)
      || (t === 'soloLost' && solo && value.winner !== 're'));
    for (let k = 0; k < triggered.length; k++) {
      const n = Math.max(pending.length, state.n);
      pending = Array.from({ length: n }, (_, i) => (pending[i] ?? 0) + (i < state.n ? 1 : 0));
    }
  }
  const gamesPlayed = state.gamesPlayed + 1;
  return {
    ...state, gamesPlayed, bock: pending, history: [...state.history, record],
    phase: gamesPlayed >= o.games ? 'over' : 'deal',
  };
}

