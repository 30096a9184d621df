import type { Figure } from './figures';

/** What the middle of a card face shows (CardFace.vue draws it). */
export type FaceArt =
  | { kind: 'pips'; n: number }
  | { kind: 'ace' }
  | { kind: 'sau' }
  | { kind: 'court'; figure: Figure; robe: string; robe2: string }
  | { kind: 'dubbe'; value: number; pattern: string; valueY?: number };
