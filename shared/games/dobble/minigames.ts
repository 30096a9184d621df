import type { Seat } from '../../engine/game';
import { cardName, hasSymbol, type Card } from './deck';
import type { PlayId } from './options';
import type { Board } from './state';

const top = (stack: readonly Card[]): Card | undefined => stack[stack.length - 1];
const emptyPerSeat = <T>(n: number): T[][] => Array.from({ length: n }, () => []);

/**
 * Lay out a mini-game from the shuffled deck, as the rulebook's
 * "Vorbereitung" says. Returns the board and each seat's dealt pile as the
 * record's `hands` (top card first). `first` is the seat dealt first in the
 * Well (the winner of the previous mini-game).
 */
export function setup(kind: PlayId, n: number, players: readonly Seat[], deck: readonly Card[], first: Seat): { board: Board; hands: string[][] } {
  const piles = emptyPerSeat<Card>(n);
  let centre: Card[] = [];
  let outer: (Card | null)[] = [];
  let stock: Card[] = [];
  const k = players.length;
  switch (kind) {
    case 'tower':
    case 'poisonedGift':
      // One face-down card before each player, the rest face up in the middle.
      players.forEach((p, i) => piles[p]!.push(deck[i]!));
      centre = deck.slice(k).reverse();
      break;
    case 'well': {
      // All but the last card dealt one by one, starting with `first`; the last in the middle.
      const start = Math.max(0, players.indexOf(first));
      deck.slice(0, deck.length - 1).forEach((c, i) => piles[players[(start + i) % k]!]!.unshift(c));
      centre = [deck[deck.length - 1]!];
      break;
    }
    case 'hotPotato':
    case 'duel':
      players.forEach((p, i) => piles[p]!.push(deck[i]!));
      stock = deck.slice(k);
      break;
    case 'catchThemAll':
      centre = [deck[0]!];
      outer = deck.slice(1, 1 + k);
      stock = deck.slice(1 + k);
      break;
  }
  const board: Board = {
    kind, players: players.slice(), piles, centre, outer, stock, won: emptyPerSeat<Card>(n),
    lostRounds: new Array<number>(n).fill(0), out: [], subRound: 0, duelWinner: null, over: false,
  };
  return { board, hands: piles.map((p) => p.slice().reverse().map(cardName)) };
}

/** Whether `seat` may claim now: a player who still has a card where the mini-game needs one. */
export function canClaim(board: Board, seat: Seat): boolean {
  if (board.over || !board.players.includes(seat)) return false;
  if (board.kind === 'well' || board.kind === 'hotPotato') return board.piles[seat]!.length > 0;
  return true;
}

/** The card whose symbols a seat names: its own (Tower, Well, Hot Potato, Duel) or the middle one. */
export function searchCard(board: Board, seat: Seat): Card | undefined {
  switch (board.kind) {
    case 'tower': case 'well': case 'hotPotato': case 'duel':
      return top(board.piles[seat]!);
    default:
      return top(board.centre);
  }
}

/**
 * The places a claim of `symbol` by `seat` would be right for: seats
 * (Hot Potato, Poisoned Gift, Duel), outer slots (Catch Them All), or [-1]
 * for the middle stack (Tower, Well). Clockwise from the claimant.
 */
export function matches(board: Board, seat: Seat, symbol: string): number[] {
  if (!canClaim(board, seat)) return [];
  const mine = searchCard(board, seat);
  if (mine === undefined || !hasSymbol(mine, symbol)) return [];
  const n = board.piles.length;
  const others = (): Seat[] => {
    const out: Seat[] = [];
    for (let d = 1; d < n; d++) {
      const t = (seat + d) % n;
      const c = top(board.piles[t]!);
      if (board.players.includes(t) && c !== undefined && hasSymbol(c, symbol)) out.push(t);
    }
    return out;
  };
  switch (board.kind) {
    case 'tower': case 'well': {
      const c = top(board.centre);
      return c !== undefined && hasSymbol(c, symbol) ? [-1] : [];
    }
    case 'hotPotato': case 'poisonedGift': case 'duel':
      return others();
    case 'catchThemAll': {
      // Outer card i lies before the i-th player: clockwise from the claimant's own card
      // (none when fewer cards were laid out than players: from the first player's).
      const k = board.outer.length;
      const mine = board.players.indexOf(seat);
      const from = mine >= 0 && mine < k ? mine : 0;
      const out: number[] = [];
      for (let d = 0; d < k; d++) {
        const i = (from + d) % k;
        const c = board.outer[i];
        if (c !== null && c !== undefined && hasSymbol(c, symbol)) out.push(i);
      }
      return out;
    }
  }
}

/**
 * The table after a right claim, or null when the claim is wrong. Without
 * a target the first match clockwise from the claimant is taken (`matches` order).
 */
export function resolveClaim(board: Board, seat: Seat, symbol: string, target: number | undefined): Board | null {
  const found = matches(board, seat, symbol);
  if (found.length === 0) return null;
  const where = target === undefined || board.kind === 'tower' || board.kind === 'well' ? found[0]! : target;
  if (!found.includes(where)) return null;
  const piles = board.piles.map((p) => p.slice());
  switch (board.kind) {
    case 'tower': {
      // Take the middle card onto one's own.
      const centre = board.centre.slice();
      piles[seat]!.push(centre.pop()!);
      return { ...board, piles, centre, over: centre.length === 0 };
    }
    case 'well': {
      // Lay one's own card onto the middle.
      const centre = [...board.centre, piles[seat]!.pop()!];
      const out = piles[seat]!.length === 0 ? [...board.out, seat] : board.out;
      const holders = board.players.filter((p) => piles[p]!.length > 0);
      return { ...board, piles, centre, out, over: holders.length <= 1 };
    }
    case 'poisonedGift': {
      // Take the middle card and lay it on the other player's card.
      const centre = board.centre.slice();
      piles[where]!.push(centre.pop()!);
      return { ...board, piles, centre, over: centre.length === 0 };
    }
    case 'duel':
      return { ...board, duelWinner: seat, over: true };
    case 'hotPotato': {
      // All one's cards onto the other player's: one's top card stays on top.
      piles[where]!.push(...piles[seat]!);
      piles[seat] = [];
      const holders = board.players.filter((p) => piles[p]!.length > 0);
      if (holders.length > 1) return { ...board, piles };
      return nextPotatoRound(board, piles, holders[0]!);
    }
    case 'catchThemAll': {
      const won = board.won.map((w) => w.slice());
      won[seat]!.push(board.outer[where]!);
      const outer = board.outer.slice();
      outer[where] = null;
      if (outer.some((c) => c !== null)) return { ...board, won, outer };
      // All taken: the middle card goes under the stack, and a new round is laid out if cards are left.
      const stock = [...board.stock, board.centre[0]!];
      if (stock.length < 2) return { ...board, won, outer, centre: [], stock, over: true };
      const k = Math.min(board.players.length, stock.length - 1);
      return {
        ...board, won, centre: [stock[0]!], outer: stock.slice(1, 1 + k), stock: stock.slice(1 + k), subRound: board.subRound + 1,
      };
    }
  }
}

/** The last holder lost the round: their cards lie before them; deal again if every player can get a card. */
function nextPotatoRound(board: Board, piles: Card[][], loser: Seat): Board {
  const won = board.won.map((w) => w.slice());
  won[loser]!.push(...piles[loser]!);
  piles[loser] = [];
  const lostRounds = board.lostRounds.slice();
  lostRounds[loser]! += 1;
  const k = board.players.length;
  if (board.stock.length < k) return { ...board, piles, won, lostRounds, over: true };
  board.players.forEach((p, i) => piles[p]!.push(board.stock[i]!));
  return { ...board, piles, won, lostRounds, stock: board.stock.slice(k), subRound: board.subRound + 1 };
}
