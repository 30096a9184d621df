import { atSeat, explainedPoints, type ExplainLine } from '../../engine/explain';
import type { Seat } from '../../engine/game';
import type { Board, PlayedRound } from './state';

/** Players grouped by a key, best (highest) first. */
function groupBy(players: readonly Seat[], key: (s: Seat) => number): Seat[][] {
  const keys = [...new Set(players.map(key))].sort((a, b) => b - a);
  return keys.map((k) => players.filter((p) => key(p) === k));
}

/**
 * The number each mini-game is decided on: Tower and Catch Them All the
 * cards collected, Poisoned Gift the cards received (own card included),
 * Well the cards left, Hot Potato the cards lying before a player.
 */
export function cardsOf(board: Board, seat: Seat): number {
  switch (board.kind) {
    case 'tower': case 'poisonedGift': case 'well':
      return board.piles[seat]!.length;
    case 'hotPotato': case 'catchThemAll':
      return board.won[seat]!.length;
    case 'duel':
      return 0;
  }
}

/** The rulebook's "Sieger/Verlierer" of each mini-game as a ranking, best first. */
export function ranking(board: Board): Seat[][] {
  const cards = (s: Seat) => cardsOf(board, s);
  switch (board.kind) {
    case 'tower': case 'catchThemAll':
      return groupBy(board.players, cards);
    case 'poisonedGift': case 'hotPotato':
      return groupBy(board.players, (s) => -cards(s));
    case 'well': {
      // Out first is best; those still holding cards (the last) share the bottom.
      const pos = (s: Seat) => { const i = board.out.indexOf(s); return i < 0 ? -board.players.length : -i; };
      return groupBy(board.players, pos);
    }
    case 'duel':
      return groupBy(board.players, (s) => (s === board.duelWinner ? 1 : 0));
  }
}

/**
 * Tournament points ("Wertungssystem für Turniere"), one line per reason
 * (shared/engine/explain.ts): the points are what these lines add up to,
 * so the explanation cannot disagree with them. Ties share a bonus: all
 * with the most cards in the Tower get +5; in the Poisoned Gift all with
 * the fewest get +20, and +10 goes to the next group only when the fewest
 * was one player alone.
 */
export function tournamentLines(board: Board, n: number): ExplainLine[] {
  const lines: ExplainLine[] = [];
  const cards = (s: Seat) => cardsOf(board, s);
  const line = (code: string, seat: Seat, points: number, params: Record<string, number> = {}): void => {
    lines.push({ code, params: { miniGame: board.kind, seat, ...params }, points: atSeat(n, seat, points) });
  };
  switch (board.kind) {
    case 'tower': {
      for (const p of board.players) line('cards', p, cards(p), { cards: cards(p) });
      for (const p of groupBy(board.players, cards)[0] ?? []) line('mostCards', p, 5, { cards: cards(p) });
      break;
    }
    case 'well': {
      if (board.out.length > 0) line('outFirst', board.out[0]!, 10);
      for (const p of board.players) if (!board.out.includes(p)) line('stillHolding', p, -20, { cards: cards(p) });
      break;
    }
    case 'hotPotato':
      for (const p of board.players) if (board.lostRounds[p]) line('lostRounds', p, -5 * board.lostRounds[p]!, { rounds: board.lostRounds[p]! });
      break;
    case 'catchThemAll':
      for (const p of board.players) line('cards', p, cards(p), { cards: cards(p) });
      break;
    case 'poisonedGift': {
      const groups = groupBy(board.players, (s) => -cards(s));
      for (const p of groups[0] ?? []) line('fewest', p, 20, { cards: cards(p) });
      if (groups[0]?.length === 1) for (const p of groups[1] ?? []) line('nextFewest', p, 10, { cards: cards(p) });
      break;
    }
    case 'duel':
      if (board.duelWinner !== null && board.duelWinner !== undefined) line('duelWon', board.duelWinner, 0);
      break;
  }
  return lines;
}

export function tournamentPoints(board: Board, n: number): number[] {
  return explainedPoints(tournamentLines(board, n), n);
}

export function summarize(board: Board, n: number, tiebreak: boolean): PlayedRound {
  const round: PlayedRound = {
    kind: board.kind,
    tiebreak,
    players: board.players.slice(),
    points: tiebreak ? new Array<number>(n).fill(0) : tournamentPoints(board, n),
    explain: tiebreak ? [{ code: 'tiebreak', params: { miniGame: board.kind }, points: new Array<number>(n).fill(0) }] : tournamentLines(board, n),
    cards: Array.from({ length: n }, (_, s) => (board.players.includes(s) ? cardsOf(board, s) : 0)),
    ranking: ranking(board),
  };
  if (board.kind === 'hotPotato') round.lostRounds = board.lostRounds.slice();
  if (board.kind === 'well') round.out = board.out.slice();
  return round;
}

export function totals(played: readonly PlayedRound[], n: number): number[] {
  const t = new Array<number>(n).fill(0);
  for (const r of played) r.points.forEach((p, s) => { t[s]! += p; });
  return t;
}
