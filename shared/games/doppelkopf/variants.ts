import type { DoppelkopfOptions } from './options';
import type { DoppelkopfVariant } from './variant';
import { weimarVariant } from './weimar/variant';

/** Every Doppelkopf variant by id; a new one is added here and nowhere else in the core. */
export const VARIANTS: Readonly<Record<string, DoppelkopfVariant>> = { [weimarVariant.id]: weimarVariant };

/** The variant whose defaults `preset` names, or null for the standard. */
export function variantOfPreset(preset: DoppelkopfOptions['preset'] | undefined): DoppelkopfVariant | null {
  return preset !== undefined && Object.hasOwn(VARIANTS, preset) ? VARIANTS[preset]! : null;
}

/** The variant that scores games under these options, or null for the standard (DDV) scoring. */
export function variantOf(options: Pick<DoppelkopfOptions, 'scoring'>): DoppelkopfVariant | null {
  return Object.hasOwn(VARIANTS, options.scoring) ? VARIANTS[options.scoring]! : null;
}
