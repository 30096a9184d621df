import type { DoppelkopfOptions } from './options';
import type { DoppelkopfState } from './state';

/**
 * A house variant's scoring (the Weimar preset): chosen by `scoring`, called
 * by the core through this interface alone. The core never imports a
 * variant's folder; `variants.ts` lists them. Its default options are a
 * preset (presets.ts), which plugs in from outside the core.
 */
export interface DoppelkopfVariant {
  /** The `scoring` value that selects it. */
  id: DoppelkopfOptions['scoring'];
  /** Score a game whose last trick was just taken: history, totals and what comes next. */
  finishGame(state: DoppelkopfState): DoppelkopfState;
}
