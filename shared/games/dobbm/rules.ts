import { accept, refuse, type Outcome, type RuleError } from '../../engine/errors';
import type { Seat, Status } from '../../engine/game';
import { cardName, DOBB_SIZE, HEARTS, isSau, isTrump, parseCard, rankOf, suitOf, SUITS, TRICKS_PER_HAND, type Card } from './cards';
import type { DobbmAction } from './actions';
import { sessionOver } from './deal';
import { HARD_DOUBLING_LIMIT } from './options';
import { countPoints, settle, stockerlPayments, stockerlAmount } from './scoring';
import type { DobbmState, HandResult, PlayedCard } from './state';

type Refusal = { ok: false; error: RuleError };

export function status(state: DobbmState): Status {
  switch (state.phase) {
    case 'deal': return { phase: 'roundOver', awaiting: [] };
    case 'over': return { phase: 'gameOver', awaiting: [] };
    default: return { phase: 'play', awaiting: [state.turn] };
  }
}

/** The seat after `seat` among the four in play. */
export function nextActive(state: DobbmState, seat: Seat): Seat {
  const i = state.active.indexOf(seat);
  return state.active[(i + 1) % state.active.length]!;
}

/** The three defenders in the order they speak and play: clockwise from the declarer's left. */
export function defenders(state: DobbmState): Seat[] {
  const out: Seat[] = [];
  let s = state.declarer!;
  for (let i = 0; i < 3; i++) out.push((s = nextActive(state, s)));
  return out;
}

export function doublingLimit(state: DobbmState): number {
  return Math.min(state.options.doublingLimit ?? HARD_DOUBLING_LIMIT, HARD_DOUBLING_LIMIT);
}

/** Cards `seat` may play now: follow suit, else a heart, else anything. */
export function playableCards(state: DobbmState, seat: Seat): Card[] {
  if (state.phase !== 'play' || state.turn !== seat) return [];
  const hand = state.hands[seat]!;
  if (state.trick.length === 0) return hand.slice();
  const led = suitOf(state.trick[0]!.card);
  const following = hand.filter((c) => suitOf(c) === led);
  if (following.length > 0) return following;
  const hearts = hand.filter(isTrump);
  return hearts.length > 0 ? hearts : hand.slice();
}

/** Whether four cards may be laid away: every Sau needs a heart laid away with it. */
export function discardProblem(state: DobbmState, cards: readonly Card[]): string | null {
  const sows = cards.filter(isSau).length;
  const covering = cards.filter((c) => isTrump(c) && (state.options.heartSowCoversItself || !isSau(c))).length;
  if (sows > covering) {
    return `a Sau may only be laid away with a heart beside it (${sows} Sau, ${covering} heart${covering === 1 ? '' : 's'} to cover them)`;
  }
  return null;
}

function fourOf(hand: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  const k = hand.length;
  for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) for (let c = b + 1; c < k; c++) for (let d = c + 1; d < k; d++) {
    out.push([hand[a]!, hand[b]!, hand[c]!, hand[d]!]);
  }
  return out;
}

export function legalDiscards(state: DobbmState): Card[][] {
  if (state.phase !== 'discard') return [];
  return fourOf(state.hands[state.declarer!]!).filter((cs) => discardProblem(state, cs) === null);
}

export function legalActions(state: DobbmState, seat: Seat): DobbmAction[] {
  if (state.phase === 'deal' || state.phase === 'over' || state.turn !== seat) return [];
  switch (state.phase) {
    case 'bid':
      if (state.mussrunde) return [{ seat, type: 'dob' }, { seat, type: 'solo' }];
      return state.contract === null
        ? [{ seat, type: 'pass' }, { seat, type: 'dob' }, { seat, type: 'solo' }]
        : [{ seat, type: 'pass' }, { seat, type: 'solo' }];
    case 'discard':
      return legalDiscards(state).map((cs) => ({ seat, type: 'discard', cards: cs.map(cardName) }));
    case 'double':
      return state.doubles < doublingLimit(state) ? [{ seat, type: 'pass' }, { seat, type: 'double' }] : [{ seat, type: 'pass' }];
    case 'play':
      return playableCards(state, seat).map((card) => ({ seat, type: 'play', card: cardName(card) }));
  }
}

export function apply(state: DobbmState, action: DobbmAction): Outcome<DobbmState> {
  const { seat } = action;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.n) {
    return refuse('no-such-seat', `There is no seat ${seat} at this ${state.n}-player table.`);
  }
  if (state.phase === 'deal') return refuse('round-over', 'The hand is over; the next one has not been dealt yet.');
  if (state.phase === 'over') return refuse('game-over', 'The session is over.');
  // Said by the table, not a move in turn: any seat, the dealer on holiday too.
  if (action.type === 'callMussrunde') return callMussrunde(state);
  if (state.n === 5 && seat === state.dealer) {
    return refuse('sitting-out', `Seat ${seat} dealt and sits this hand out ("er feiert").`);
  }
  switch (action.type) {
    case 'pass': return state.phase === 'double' ? doublingCall(state, seat, false) : bid(state, seat, 'pass');
    case 'dob': return bid(state, seat, 'dob');
    case 'solo': return bid(state, seat, 'solo');
    case 'discard': return discard(state, seat, action.cards);
    case 'double': return doublingCall(state, seat, true);
    case 'play': return play(state, seat, action.card);
    default: return refuse('unknown-action', `Dobbm has no action "${(action as { type: string }).type}".`);
  }
}

/**
 * Why the Mußrunde cannot be called now, or null. Before the first deal and
 * after the session, `apply` already refuses every action (`round-over`,
 * `game-over`).
 */
export function mussrundeCallRefusal(state: DobbmState): Refusal | null {
  if (state.phase === 'over') return refuse('game-over', 'The session is over.');
  if (!state.options.mussrunde) {
    return refuse('no-mussrunde', `This table plays without a Mußrunde (option mussrunde is off): the session ends after ${state.options.hands} hands.`);
  }
  if (state.mussrunde) {
    return refuse('mussrunde-begun', `The Mußrunde is already being played (deal ${state.mussPlayed + 1} of ${state.n}).`);
  }
  if (state.mussrundeCalled) return refuse('mussrunde-called', 'The Mußrunde has already been called; it starts with the next deal.');
  return null;
}

/**
 * "Jetzt die Mußrunde": the deal in progress is finished as usual (also if it
 * is thrown in, with the Stockerl at five), and the next deal is the first of
 * the Mußrunde, dealt by whoever deals next by the usual rules.
 */
function callMussrunde(state: DobbmState): Outcome<DobbmState> {
  return mussrundeCallRefusal(state) ?? accept({ ...state, mussrundeCalled: true });
}

function wrongPhase(state: DobbmState, wanted: string): Refusal {
  const now: Record<string, string> = {
    bid: `the bidding is on (seat ${state.turn} to speak)`,
    discard: `the declarer (seat ${state.declarer}) is laying away four cards`,
    double: `the doubling is on (seat ${state.turn} to speak)`,
    play: `the cards are being played (seat ${state.turn} to play)`,
  };
  return refuse('not-now', `Not now: ${wanted}, but ${now[state.phase] ?? 'that is not possible now'}.`);
}

function bid(state: DobbmState, seat: Seat, call: 'pass' | 'dob' | 'solo'): Outcome<DobbmState> {
  if (state.phase !== 'bid') return wrongPhase(state, call === 'pass' ? 'passing belongs to the bidding or doubling' : 'bids belong to the bidding');
  if (seat !== state.turn) return refuse('not-your-turn', `Seat ${state.turn} speaks now, not seat ${seat}; everyone speaks once, from the dealer's left.`);
  if (state.mussrunde && call === 'pass') {
    return refuse('must-declare', 'Mußrunde: the player left of the dealer must play, an ordinary game ("i dob") or a Solo.');
  }
  if (call === 'dob' && state.contract !== null) {
    return refuse('bid-too-low', `Seat ${state.declarer} has already bid ${state.contract === 'dob' ? 'an ordinary game' : 'Solo'}; you may only say Solo or "gut".`);
  }
  const calls = [...state.calls, { seat, call }];
  let next: DobbmState = { ...state, calls };
  if (call !== 'pass') next = { ...next, declarer: seat, contract: call };
  const last = state.mussrunde || call === 'solo' || seat === state.active[state.active.length - 1];
  if (!last) return accept({ ...next, turn: nextActive(state, seat) });
  if (next.declarer === null) return accept(throwIn(next));
  if (next.contract === 'dob') {
    // "i dob": the declarer picks up the Dobb unseen by the others.
    const hands = next.hands.slice();
    hands[next.declarer] = [...hands[next.declarer]!, ...next.dobb];
    return accept({ ...next, phase: 'discard', hands, turn: next.declarer });
  }
  return accept(startDoubling(next));
}

function startDoubling(state: DobbmState): DobbmState {
  const first = defenders(state)[0]!;
  return { ...state, phase: 'double', doubles: 0, asked: 0, turn: first };
}

function discard(state: DobbmState, seat: Seat, names: string[]): Outcome<DobbmState> {
  if (state.phase !== 'discard') return wrongPhase(state, 'laying away belongs to the declarer of an ordinary game after taking the Dobb');
  if (seat !== state.declarer) return refuse('not-declarer', `Only the declarer (seat ${state.declarer}) lays away cards.`);
  if (names.length !== DOBB_SIZE) return refuse('discard-count', `The wrong number of cards laid away (a rule break, penalised like a revoke): lay away exactly ${DOBB_SIZE} cards, not ${names.length}.`);
  const hand = state.hands[seat]!;
  const cards: Card[] = [];
  for (const name of names) {
    const card = parseCard(name);
    if (card === undefined || !hand.includes(card)) return refuse('not-in-hand', `Seat ${seat} does not hold ${name}.`);
    if (cards.includes(card)) return refuse('discard-twice', `${name} is named twice.`);
    cards.push(card);
  }
  const problem = discardProblem(state, cards);
  if (problem) return refuse('sau-discard', `Laying away: ${problem}.`);
  const hands = state.hands.slice();
  hands[seat] = hand.filter((c) => !cards.includes(c));
  return accept(startDoubling({ ...state, hands, discard: cards }));
}

function doublingCall(state: DobbmState, seat: Seat, double: boolean): Outcome<DobbmState> {
  if (state.phase !== 'double') return wrongPhase(state, 'doubling belongs after "i lig"');
  if (seat !== state.turn) {
    const who = state.turn === state.declarer ? `the declarer (seat ${state.turn}) answers` : `seat ${state.turn} speaks`;
    return refuse('not-your-turn', `Doubling: ${who} now, not seat ${seat}.`);
  }
  const calls = [...state.calls, { seat, call: double ? 'double' as const : 'pass' as const }];
  const order = defenders(state);
  if (double) {
    if (state.doubles >= doublingLimit(state)) {
      return refuse('doubling-limit', `No more doubling: this table allows ${doublingLimit(state)} doubles in a hand.`, { limit: doublingLimit(state) });
    }
    const doubles = state.doubles + 1;
    // A defender's Schwacher or Retour goes to the declarer; the declarer's Retour back to the defenders.
    const turn = seat === state.declarer ? order[0]! : state.declarer!;
    return accept({ ...state, calls, doubles, asked: 0, turn });
  }
  if (seat === state.declarer) return accept(startPlay({ ...state, calls }));
  const asked = state.asked + 1;
  if (asked === order.length) return accept(startPlay({ ...state, calls }));
  return accept({ ...state, calls, asked, turn: order[asked]! });
}

function startPlay(state: DobbmState): DobbmState {
  return { ...state, phase: 'play', asked: 0, turn: state.declarer! };
}

function play(state: DobbmState, seat: Seat, name: string): Outcome<DobbmState> {
  if (state.phase !== 'play') return wrongPhase(state, 'cards are played after the bidding and doubling');
  if (seat !== state.turn) return refuse('not-your-turn', `It is seat ${state.turn}'s turn to play, not seat ${seat}'s.`);
  const card = parseCard(name);
  const hand = state.hands[seat]!;
  if (card === undefined || !hand.includes(card)) return refuse('not-in-hand', `Seat ${seat} does not hold ${name}.`);
  if (state.trick.length > 0) {
    const led = suitOf(state.trick[0]!.card);
    const s = suitOf(card);
    if (s !== led && hand.some((c) => suitOf(c) === led)) {
      return refuse('must-follow-suit', `Follow suit: ${SUITS[led]} was led and you hold ${SUITS[led]}.`, { suit: SUITS[led]! });
    }
    if (s !== led && s !== HEARTS && hand.some(isTrump)) {
      return refuse('must-trump', `No ${SUITS[led]}: you must play a heart (trump), and you hold one.`, { suit: SUITS[led]! });
    }
  }
  const hands = state.hands.slice();
  hands[seat] = hand.filter((c) => c !== card);
  const trick = [...state.trick, { seat, card }];
  if (trick.length < state.active.length) return accept({ ...state, hands, trick, turn: nextActive(state, seat) });
  const winner = trickWinner(trick);
  const tricks = [...state.tricks, { leader: trick[0]!.seat, cards: trick, winner }];
  const next: DobbmState = { ...state, hands, trick: [], tricks, turn: winner };
  return accept(tricks.length === TRICKS_PER_HAND ? endHand(next) : next);
}

/** The highest heart wins; with no heart in the trick, the highest card of the suit led. */
export function trickWinner(cards: readonly PlayedCard[]): Seat {
  const led = suitOf(cards[0]!.card);
  let best = cards[0]!;
  const rankKey = (c: Card): number => (suitOf(c) === HEARTS ? 20 : suitOf(c) === led ? 10 : 0) - rankOf(c);
  for (const c of cards) {
    const s = suitOf(c.card);
    if ((s === HEARTS || s === led) && rankKey(c.card) > rankKey(best.card)) best = c;
  }
  return best.seat;
}

function finish(state: DobbmState, result: HandResult): DobbmState {
  const history = [...state.history, result];
  const counted = result.declarer === null ? {} : state.mussrunde ? { mussPlayed: state.mussPlayed + 1 } : { played: state.played + 1 };
  const next: DobbmState = { ...state, ...counted, history, phase: 'deal', trick: [] };
  return sessionOver(next) ? { ...next, phase: 'over', nextDealer: null } : next;
}

/** Everyone said weiter: at four the same dealer deals again; at five the deal passes left with a Stockerl. */
function throwIn(state: DobbmState): DobbmState {
  const five = state.n === 5;
  const nextDealer = five ? (state.dealer + 1) % state.n : state.dealer;
  const stake = state.options.stake;
  return finish({ ...state, nextDealer }, {
    dealer: state.dealer, mussrunde: false, declarer: null, contract: null, doubles: 0, points: null, match: null,
    outcome: 'passed', perDefender: 0,
    stockerl: five ? { seat: nextDealer, each: stockerlAmount(stake) } : null,
    payments: five ? stockerlPayments(state.n, nextDealer, stake) : new Array<number>(state.n).fill(0),
    dobb: [],
    explain: five
      ? [{ code: 'stockerl', params: { seat: nextDealer, each: stockerlAmount(stake) }, points: stockerlPayments(state.n, nextDealer, stake) }]
      : [{ code: 'passed', points: new Array<number>(state.n).fill(0) }],
  });
}

function endHand(state: DobbmState): DobbmState {
  const declarer = state.declarer!;
  const dobb = state.contract === 'dob' ? state.discard : state.dobb;
  const pts = countPoints(state.tricks, declarer, dobb);
  const s = settle(state.n, declarer, state.contract!, state.doubles, pts.declarer, state.options.stake);
  return finish({ ...state, nextDealer: declarer }, {
    dealer: state.dealer, mussrunde: state.mussrunde, declarer, contract: state.contract, doubles: state.doubles,
    points: { declarer: pts.declarer, defenders: pts.defenders }, match: pts.match, outcome: s.outcome,
    perDefender: s.perDefender, stockerl: null, payments: s.payments, dobb: dobb.slice(),
    explain: [
      { code: 'contract', params: { contract: state.contract!, seat: declarer, doubles: state.doubles, ...(state.mussrunde ? { mussrunde: 1 } : {}) } },
      ...(pts.match ? [{ code: 'match', params: { side: pts.match, seat: declarer } }] : []),
      ...s.lines,
    ],
  });
}

export function totals(state: DobbmState): number[] {
  const net = new Array<number>(state.n).fill(0);
  for (const h of state.history) h.payments.forEach((p, s) => { net[s]! += p; });
  return net;
}

export function results(state: DobbmState) {
  const net = totals(state);
  const best = Math.max(...net);
  return {
    rounds: state.history.map((h) => ({ ...h, dobb: h.dobb.map(cardName) })),
    totals: { net, hands: state.played, mussrunde: state.mussPlayed },
    winners: net.flatMap((v, s) => (v === best ? [s] : [])),
  };
}
