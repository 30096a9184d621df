import type { DoppelkopfVariant } from '../variant';
import { finishWeimar } from './finish';
import { WEIMAR_SOLOS, weimarOverrides } from './preset';

/** The Weimar house rules as a variant of the core game (docs/weimar.md). */
export const weimarVariant: DoppelkopfVariant = {
  id: 'weimar',
  overrides: weimarOverrides,
  solos: WEIMAR_SOLOS,
  finishGame: finishWeimar,
};
