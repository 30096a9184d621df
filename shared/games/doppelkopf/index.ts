import type { Game } from '../../engine/game';
import { swapHidden } from './hidden';
import { actionSchema, type DoppelkopfAction } from './actions';
import { doppelkopfBots } from './bots';
import type { DoppelkopfOptions } from './options';
import { parseOptions } from './presets';
import { apply, begin, deal, legalActions, startRound, status } from './rules';
import { results } from './results';
import type { DoppelkopfState } from './state';
import { tipReason } from './tip';
import { view, type DoppelkopfView } from './view';
import { whyNot } from './whyNot';
import { recordEnds } from './weimar/evening';

export const doppelkopf: Game<DoppelkopfState, DoppelkopfAction, DoppelkopfOptions, DoppelkopfView> = {
  id: 'doppelkopf',
  title: { de: 'Doppelkopf', en: 'Doppelkopf' },
  seats: { min: 4, max: 6 },
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
  recordEnds,
  bots: doppelkopfBots,
};

export type { DoppelkopfAction, DoppelkopfOptions, DoppelkopfState, DoppelkopfView };
