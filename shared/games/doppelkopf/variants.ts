import type { DoppelkopfOptions } from './options';
import type { DoppelkopfVariant } from './variant';
import { weimarVariant } from './weimar/variant';

/** Every scoring variant by id; a new one is added here and nowhere else in the core. */
export const VARIANTS: Readonly<Record<string, DoppelkopfVariant>> = { [weimarVariant.id]: weimarVariant };

/** The variant that scores games under these options, or null for the standard (DDV) scoring. */
export function variantOf(options: Pick<DoppelkopfOptions, 'scoring'>): DoppelkopfVariant | null {
  return Object.hasOwn(VARIANTS, options.scoring) ? VARIANTS[options.scoring]! : null;
}
