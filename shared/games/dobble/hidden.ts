import type { Seat } from '../../engine/game';
import { shuffled, type Rng } from '../../engine/rng';
import type { DobbleState } from './state';

/**
 * Game.swapHidden: nobody sees the stock or the cards under a pile's top
 * card; those are shuffled among the same places (sizes and top cards kept).
 */
export function swapHidden(state: DobbleState, _seat: Seat | null, rng: Rng): DobbleState {
  const b = state.board;
  if (!b || state.phase !== 'play') return state;
  const under = b.piles.map((p) => p.slice(0, Math.max(0, p.length - 1)));
  const pool = shuffled([...b.stock, ...under.flat()], rng);
  let at = 0;
  const take = (k: number) => { const out = pool.slice(at, at + k); at += k; return out; };
  const stock = take(b.stock.length);
  const piles = b.piles.map((p, i) => (p.length === 0 ? [] : [...take(under[i]!.length), p[p.length - 1]!]));
  return { ...state, board: { ...b, stock, piles } };
}
