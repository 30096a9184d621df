import type { TunableBot } from '../../bots/types';
import { searchBot } from '../../bots/search-bot';
import { foxAwareCard } from './bots-fox';
import { volunteerJoker, type CallPolicy, type Situation } from './bots-heuristic';
import { doppelkopfSearch, fastPlayout, hardWith, heuristicRollout, shortcutWith, withFoxCare } from './bots-search';
import type { ReserveSearch } from './bots-reserve';
import type { Card } from './cards';
import type { DoppelkopfView } from './view';

/**
 * `hard` as it was on 25 Nov 2026 (issue 19's third pass, commit 70b435e),
 * frozen as the yardstick of issue 30: `--bots hard,hard-2026-11b`. Its
 * numbers are copied here, not shared with `hard`, so tuning `hard` never
 * moves the reference: ISMCTS over the cards, 3000 iterations, cap 750 ms,
 * playouts by the Fox-aware card rule with 20 % random cards, the strict
 * Fox care, reservations and announcements by counting (`CallPolicy`:
 * lust solo from strength 15, Re/Kontra from 9 (10 without a Clubs Queen,
 * 11 as soloist), "keine 90" from 16 with a Dulle, never as soloist).
 * The rule-of-thumb code it calls (bots-heuristic.ts, bots-fox.ts) is the
 * card rule every level shares and is left as it was.
 */
export const HARD_2026_11B_CALLS: Readonly<CallPolicy> = Object.freeze({ solo: 15, re: 9, reSolo: 11, no90: 16, no90Solo: null });
export const HARD_2026_11B_ITERATIONS = 3000;
export const HARD_2026_11B_THINK_MS = 750;

const strictFox = (sit: Situation): Card => foxAwareCard(sit, true);

export const hard202611bBot: TunableBot<DoppelkopfView> = withFoxCare(
  searchBot('hard-2026-11b', doppelkopfSearch(heuristicRollout(0.2, strictFox), fastPlayout(0.2, strictFox)), {
    iterations: HARD_2026_11B_ITERATIONS,
    thinkMs: HARD_2026_11B_THINK_MS,
    shortcut: shortcutWith(HARD_2026_11B_CALLS),
    volunteer: volunteerJoker,
  }),
  true,
);

/**
 * `hard` as it was until the sixth pass of issue 30 (26 Nov 2026, before it
 * became `hard-next`): `hard-2026-11b`'s card search with the reservations
 * by playout (three rungs of 8, 32, 128 sampled deals, margin 0.5 for every
 * kind, a counted solo or throw-in kept, cap 400 ms) and the counted calls
 * (as `hard-2026-11b`'s). Its numbers are copied here so tuning `hard` never
 * moves it; the code it calls (`hardWith`, bots-reserve.ts, the search
 * adapter `doppelkopf/hard`) is shared, as the card rule is for
 * `hard-2026-11b`. `--bots hard,hard-2026-11c`; not in the lobby.
 */
export const HARD_2026_11C_CALLS: Readonly<CallPolicy> = Object.freeze({ solo: 15, re: 9, reSolo: 11, no90: 16, no90Solo: null });
export const HARD_2026_11C_RESERVE: Readonly<ReserveSearch> = Object.freeze({
  rungs: [{ worlds: 8, within: 8, keep: 4 }, { worlds: 32, within: 4, keep: 2 }, { worlds: 128, within: 99, keep: 2 }],
  randomShare: 0.1,
  margin: { default: 0.5 },
  policy: HARD_2026_11C_CALLS,
  keepCounted: true,
  capMs: 400,
});

export const hard202611cBot: TunableBot<DoppelkopfView> = hardWith('hard-2026-11c', HARD_2026_11C_CALLS, HARD_2026_11C_RESERVE, { iterations: 3000, thinkMs: 750 }, 'doppelkopf/hard');
