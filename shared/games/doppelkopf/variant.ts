import type { DoppelkopfOptions, SoloId } from './options';
import type { DoppelkopfState } from './state';

/**
 * A house variant of Doppelkopf (the Weimar preset): chosen by the options
 * (`preset` for the defaults, `scoring` for the end of a game), called by
 * the core through this interface alone. The core never imports a variant's
 * folder; `variants.ts` lists them.
 */
export interface DoppelkopfVariant {
  /** The `preset` and `scoring` value that select it. */
  id: DoppelkopfOptions['preset'] & DoppelkopfOptions['scoring'];
  /** The variant's defaults as overrides of the standard options. */
  overrides(players: number): Partial<DoppelkopfOptions>;
  /** Its solos ranked lowest first (`soloOrder: "highest"` plays the highest declared). */
  solos: readonly SoloId[];
  /** Score a game whose last trick was just taken: history, totals and what comes next. */
  finishGame(state: DoppelkopfState): DoppelkopfState;
}
