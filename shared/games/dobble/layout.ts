import { createRng, shuffled } from '../../engine/rng';
import { CARDS, type Card } from './deck';

/** Where one symbol sits on a round card: centre x/y in [-1, 1], scale of the nominal size, rotation in degrees. */
export interface SymbolPlacement {
  symbol: string;
  x: number;
  y: number;
  scale: number;
  rotate: number;
}

/**
 * The look of a card as in the real game: one symbol in the middle, seven
 * around it, each with its own size and rotation. Derived from a generator
 * seeded by the card alone, so a card looks the same on every screen and in
 * every game.
 */
export function cardLayout(card: Card): SymbolPlacement[] {
  const rng = createRng('dobble-card-layout', String(card));
  const order = shuffled(CARDS[card]!, rng);
  const turn = rng.next() * 2 * Math.PI;
  return order.map((symbol, i) => {
    const ring = i > 0;
    const angle = turn + ((i - 1) * 2 * Math.PI) / 7;
    const scale = ring ? 0.55 + rng.next() * 0.5 : 0.75 + rng.next() * 0.45;
    return {
      symbol,
      x: ring ? round(0.64 * Math.cos(angle)) : 0,
      y: ring ? round(0.64 * Math.sin(angle)) : 0,
      scale: round(scale),
      rotate: rng.int(0, 359),
    };
  });
}

const round = (v: number): number => Math.round(v * 1000) / 1000;
