import type { Game } from '../../engine/game';
import { swapHidden } from './hidden';
import { tipReason } from './tip';
import { whyNot } from './whyNot';
import { dubbeBots } from './bots';
import { actionSchema, type DubbeAction } from './actions';
import { parseOptions, type DubbeOptions } from './options';
import { apply, begin, deal, legalActions, results, startRound, status } from './rules';
import type { DubbeState } from './state';
import { view, type DubbeView } from './view';

export const dubbe: Game<DubbeState, DubbeAction, DubbeOptions, DubbeView> = {
  id: 'dubbe',
  title: { de: 'Dubbe', en: 'Dubbe' },
  seats: { min: 2, max: 5 },
  options: parseOptions,
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
  whyNot,
  tipReason,
  bots: dubbeBots,
};

export type { DubbeAction, DubbeOptions, DubbeState, DubbeView };
