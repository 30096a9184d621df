import type { Game } from '../../engine/game';
import { swapHidden } from './hidden';
import { actionSchema, type DobbmAction } from './actions';
import { easyBot, randomBot } from './bots';
import { hardBot, mediumBot } from './bots-search';
import { begin, deal, startRound } from './deal';
import { parseOptions, type DobbmOptions } from './options';
import { apply, legalActions, results, status } from './rules';
import type { DobbmState } from './state';
import { view, type DobbmView } from './view';

export const dobbm: Game<DobbmState, DobbmAction, DobbmOptions, DobbmView> = {
  id: 'dobbm',
  title: { de: 'Dobbm', en: 'Dobbm' },
  seats: { min: 4, max: 5 },
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
  bots: { random: randomBot, easy: easyBot, medium: mediumBot, hard: hardBot },
};

export type { DobbmAction, DobbmOptions, DobbmState, DobbmView };
