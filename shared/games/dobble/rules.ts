import { accept, RecordError, refuse, type Outcome } from '../../engine/errors';
import type { Deal, Results, Seat, Status } from '../../engine/game';
import { shuffled, type Rng } from '../../engine/rng';
import type { ClaimAction, DobbleAction } from './actions';
import { CARD_COUNT, CARDS, cardName, parseCard, type Card } from './deck';
import { canClaim, resolveClaim, searchCard, setup } from './minigames';
import { MINI_GAMES, MINI_GAME_TITLES, type DobbleOptions, type MiniGameId, type PlayId } from './options';
import { summarize, totals } from './scoring';
import type { DobbleState, LastClaim, PlayedRound, Upcoming } from './state';

/**
 * How many earlier tables a state keeps (one per version): a wrong claim
 * that says it saw one of them, and was right on it, lost a race and is
 * refused as too late, without a lock. Older ones are not checked: such a
 * claim locks like any wrong one.
 */
export const RECENT_VERSIONS = 8;

export function begin(n: number, options: DobbleOptions): DobbleState {
  return {
    n, options, round: -1, phase: 'deal', dealer: 0, board: null, tiebreak: false, clock: 0, version: 0,
    lockedUntil: new Array<number>(n).fill(0), last: null, recent: [], played: [],
    upcoming: { kind: 'mini', miniGame: options.miniGame ?? 'tower', dealer: null }, chooser: null, winner: null,
  };
}

/** What the next deal must be: mini-game, players and dealer (null: any seat, drawn). */
function expected(state: DobbleState): { kind: PlayId; players: Seat[]; dealer: Seat | null; tiebreak: boolean } {
  const up = state.upcoming!;
  if (up.kind === 'mini') return { kind: up.miniGame, players: [...Array(state.n).keys()], dealer: up.dealer, tiebreak: false };
  return { kind: up.play, players: up.players.slice(), dealer: up.players[0]!, tiebreak: true };
}

/** The Well deals first to the winner of the previous mini-game (or left of the dealer in the first). */
function firstDealt(state: DobbleState, dealer: Seat): Seat {
  const prev = state.played[state.played.length - 1];
  return prev ? prev.ranking[0]![0]! : (dealer + 1) % state.n;
}

export function deal(state: DobbleState, rng: Rng): Deal {
  const want = expected(state);
  const dealer = want.dealer ?? rng.int(0, state.n - 1);
  const deck = shuffled([...Array(CARD_COUNT).keys()], rng);
  const { hands } = setup(want.kind, state.n, want.players, deck, firstDealt(state, dealer));
  return {
    dealer, hands, miniGame: want.kind, players: want.players, deck: deck.map(cardName),
    ...(want.tiebreak ? { tiebreak: true } : {}),
  };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function startRound(state: DobbleState, deal: Deal): DobbleState {
  const r = state.round + 1;
  if (state.phase !== 'deal' || !state.upcoming) throw new RecordError(`round ${r}: the game is not waiting for a deal`);
  const want = expected(state);
  if (deal.miniGame !== want.kind) {
    throw new RecordError(`round ${r}: the deal is for "${String(deal.miniGame)}", but this round is ${want.kind}${want.tiebreak ? ' (tie-break)' : ''}`);
  }
  if (!Array.isArray(deal.players) || !sameList(deal.players, want.players)) {
    throw new RecordError(`round ${r}: players must be [${want.players.join(', ')}], the record has ${JSON.stringify(deal.players)}`);
  }
  if (Boolean(deal.tiebreak) !== want.tiebreak) throw new RecordError(`round ${r}: tiebreak must be ${want.tiebreak}`);
  const dealer = deal.dealer;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= state.n) throw new RecordError(`round ${r}: dealer ${dealer} is not a seat`);
  if (want.dealer !== null && dealer !== want.dealer) {
    throw new RecordError(`round ${r}: the dealer must be seat ${want.dealer} (who chose the mini-game or the first tied), not ${dealer}`);
  }
  if (!Array.isArray(deal.deck) || deal.deck.length !== CARD_COUNT) {
    throw new RecordError(`round ${r}: deck must list all ${CARD_COUNT} cards in shuffled order`);
  }
  const seen = new Set<Card>();
  const deck = (deal.deck as unknown[]).map((name, i) => {
    const c = typeof name === 'string' ? parseCard(name) : undefined;
    if (c === undefined) throw new RecordError(`round ${r}: deck[${i}] ${JSON.stringify(name)} is not a card (c0..c${CARD_COUNT - 1})`);
    if (seen.has(c)) throw new RecordError(`round ${r}: card ${name} appears twice in the deck`);
    seen.add(c);
    return c;
  });
  const { board, hands } = setup(want.kind, state.n, want.players, deck, firstDealt(state, dealer));
  if (!Array.isArray(deal.hands) || deal.hands.length !== state.n || !hands.every((h, s) => sameList(h, deal.hands[s] ?? []))) {
    throw new RecordError(`round ${r}: hands do not follow from the deck (expected ${JSON.stringify(hands)})`);
  }
  return {
    ...state, round: r, phase: 'play', dealer, board, tiebreak: want.tiebreak, clock: 0, version: 0,
    lockedUntil: new Array<number>(state.n).fill(0), last: null, recent: [], upcoming: null, chooser: null,
  };
}

export function status(state: DobbleState): Status {
  switch (state.phase) {
    case 'deal': return { phase: 'roundOver', awaiting: [] };
    case 'over': return { phase: 'gameOver', awaiting: [] };
    case 'choose': return { phase: 'play', awaiting: [state.chooser!] };
    case 'play': return { phase: 'play', awaiting: state.board!.players.filter((p) => canClaim(state.board!, p)) };
  }
}

/**
 * In play: one claim per symbol on the card the seat searches from. All of
 * them are allowed, and all but one are wrong: the list gives nothing away.
 * `at` is the round clock, or the end of the seat's lock after a wrong
 * claim (the earliest it may claim again, so every listed claim is
 * accepted); the host stamps the real arrival time.
 */
export function legalActions(state: DobbleState, seat: Seat): DobbleAction[] {
  if (state.phase === 'choose') {
    return state.chooser === seat ? MINI_GAMES.map((miniGame) => ({ seat, type: 'choose', miniGame })) : [];
  }
  if (state.phase !== 'play' || !canClaim(state.board!, seat)) return [];
  const card = searchCard(state.board!, seat);
  if (card === undefined) return [];
  const at = Math.max(state.clock, state.lockedUntil[seat] ?? 0);
  return CARDS[card]!.map((symbol) => ({ seat, type: 'claim', symbol, at, seen: state.version }));
}

export function apply(state: DobbleState, action: DobbleAction): Outcome<DobbleState> {
  const { seat } = action;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.n) return refuse('no-such-seat', `There is no seat ${seat} at this ${state.n}-player table.`);
  switch (action.type) {
    case 'claim': return claim(state, action);
    case 'choose': return choose(state, seat, action.miniGame);
    default: return refuse('unknown-action', `This game has no action "${(action as { type: string }).type}".`);
  }
}

function choose(state: DobbleState, seat: Seat, miniGame: MiniGameId): Outcome<DobbleState> {
  if (state.phase !== 'choose') return refuse('not-choosing', 'No mini-game is being chosen now.');
  if (seat !== state.chooser) {
    return refuse('not-your-choice', `The loser of the last mini-game, seat ${state.chooser}, chooses the next one.`);
  }
  if (!MINI_GAMES.includes(miniGame)) return refuse('no-such-mini-game', `There is no mini-game "${miniGame}".`);
  return accept({ ...state, phase: 'deal', chooser: null, upcoming: { kind: 'mini', miniGame, dealer: seat } });
}

function claim(state: DobbleState, action: ClaimAction): Outcome<DobbleState> {
  const { seat, symbol, at } = action;
  if (state.phase !== 'play') {
    return refuse(state.phase === 'over' ? 'game-over' : 'not-playing', state.phase === 'choose'
      ? `Wait: seat ${state.chooser} is choosing the next mini-game.`
      : 'No mini-game is being played now.');
  }
  const board = state.board!;
  if (!board.players.includes(seat)) return refuse('not-playing-this', `Seat ${seat} does not take part in this ${MINI_GAME_TITLES[board.kind].en}.`);
  if (!canClaim(board, seat)) return refuse('no-cards', `Seat ${seat} has no cards left to play.`);
  if (at < state.clock) {
    return refuse('out-of-order', `Claims are taken in the order they arrive: ${at} ms is before the last one (${state.clock} ms).`);
  }
  if (at < state.lockedUntil[seat]!) {
    return refuse('locked', `Seat ${seat} named a wrong symbol and may claim again in ${state.lockedUntil[seat]! - at} ms.`);
  }
  const next = resolveClaim(board, seat, symbol, action.target);
  const target = action.target ?? null;
  if (next === null) {
    const lost = raceLost(state, action);
    if (lost) return refuse('too-late', `Too late: seat ${lost.seat} was first with "${lost.symbol}" and the table changed.`);
    const lockedUntil = state.lockedUntil.slice();
    lockedUntil[seat] = at + state.options.lockMs;
    return accept({ ...state, clock: at, lockedUntil, last: { seat, symbol, target, at, ok: false } });
  }
  const take = { seat, symbol, target, at, ok: true };
  const recent = [...state.recent, { board, take }].slice(-RECENT_VERSIONS);
  const after: DobbleState = { ...state, board: next, clock: at, version: state.version + 1, last: take, recent };
  return accept(next.over ? finish(after) : after);
}

/**
 * A claim wrong now lost a race only if it was right on the table at the
 * version it says it saw (kept among the recent ones): then the claim that
 * changed that table is returned. A `seen` the seat never could have seen
 * (now, later, or too old) or a claim wrong back then too gets null: a lock.
 */
function raceLost(state: DobbleState, action: ClaimAction): LastClaim | null {
  const { seen } = action;
  if (seen === undefined || seen >= state.version) return null;
  const back = state.version - seen;
  if (back > state.recent.length) return null;
  const then = state.recent[state.recent.length - back]!;
  return resolveClaim(then.board, action.seat, action.symbol, action.target) !== null ? then.take : null;
}

/** After a mini-game: the loser chooses the next, or a tie-break is due, or the game is over. */
function finish(state: DobbleState): DobbleState {
  const summary = summarize(state.board!, state.n, state.tiebreak);
  const played = [...state.played, summary];
  const base = { ...state, played };
  if (state.tiebreak) return decide(base, summary.ranking[0]!);
  const miniGamesPlayed = played.filter((r) => !r.tiebreak).length;
  if (miniGamesPlayed < state.options.miniGames) {
    const chooser = loser(summary, totals(played, state.n));
    // The explanation tells who (the loser) chooses the next mini-game.
    const told = { ...summary, explain: [...(summary.explain ?? []), { code: 'chooses', params: { seat: chooser } }] };
    return { ...base, played: [...state.played, told], phase: 'choose', chooser };
  }
  return decide(base, leaders(played, state.n, state.options)!);
}

/** One best seat ends the game; several play a tie-break: a duel for two, Hot Potato for more. */
function decide(state: DobbleState, best: Seat[]): DobbleState {
  if (best.length === 1) return { ...state, phase: 'over', winner: best[0]! };
  const upcoming: Upcoming = { kind: 'tiebreak', play: best.length === 2 ? 'duel' : 'hotPotato', players: best.slice().sort((a, b) => a - b) };
  return { ...state, phase: 'deal', upcoming };
}

/** The mini-game's loser; among several, the one with fewer tournament points, then the lower seat. */
function loser(summary: PlayedRound, total: number[]): Seat {
  const worst = summary.ranking[summary.ranking.length - 1]!;
  return worst.slice().sort((a, b) => total[a]! - total[b]! || a - b)[0]!;
}

/** Seats with the best result so far: by tournament points, or by the single mini-game's own ranking. */
function leaders(played: readonly PlayedRound[], n: number, options: DobbleOptions): Seat[] | null {
  const main = played.filter((r) => !r.tiebreak);
  if (options.miniGame !== null) return main[0] ? main[0].ranking[0]! : null;
  if (main.length === 0) return null;
  const t = totals(played, n);
  const best = Math.max(...t);
  return t.flatMap((p, s) => (p === best ? [s] : []));
}

export function results(state: DobbleState): Results {
  return {
    rounds: state.played.map((r) => ({
      miniGame: r.kind,
      ...(r.tiebreak ? { tiebreak: true } : {}),
      players: r.players,
      points: r.points,
      cards: r.cards,
      ...(r.lostRounds ? { lostRounds: r.lostRounds } : {}),
      ...(r.out ? { out: r.out } : {}),
      ranking: r.ranking,
      explain: structuredClone(r.explain ?? []),
    })),
    totals: totals(state.played, state.n),
    winners: state.winner !== null ? [state.winner] : leaders(state.played, state.n, state.options) ?? [...Array(state.n).keys()],
  };
}
