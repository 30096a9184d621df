import type { DoppelkopfVariant } from '../variant';
import { finishWeimar } from './finish';

/** The Weimar scoring as a variant of the core game (docs/weimar.md); its defaults are the preset `weimar` (../presets.ts). */
export const weimarVariant: DoppelkopfVariant = {
  id: 'weimar',
  finishGame: finishWeimar,
};
