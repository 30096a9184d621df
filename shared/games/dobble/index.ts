import type { Game } from '../../engine/game';
import { swapHidden } from './hidden';
import { actionSchema, type DobbleAction } from './actions';
import { bots } from './bots';
import { parseOptions, type DobbleOptions } from './options';
import { apply, begin, deal, legalActions, results, startRound, status } from './rules';
import type { DobbleState } from './state';
import { view, type DobbleView } from './view';

export const dobble: Game<DobbleState, DobbleAction, DobbleOptions, DobbleView> = {
  id: 'dobble',
  title: { de: 'Dobble (Symbole finden)', en: 'Dobble (spot the symbol)' },
  seats: { min: 2, max: 8 },
  options: (raw) => parseOptions(raw),
  actionSchema: (n) => actionSchema(n),
  begin,
  deal,
  startRound,
  apply,
  legalActions,
  status,
  view,
  results,
  swapHidden,
  bots,
};

export type { DobbleAction, DobbleOptions, DobbleState, DobbleView };
