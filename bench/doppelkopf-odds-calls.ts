import type { Rng } from '../shared/engine/rng';
import type { DoppelkopfAction } from '../shared/games/doppelkopf/actions';
import { foxAwareCard } from '../shared/games/doppelkopf/bots-fox';
import { actionsOf } from '../shared/games/doppelkopf/bots-heuristic';
import { sampler } from '../shared/games/doppelkopf/determinize';
import { isNullSolo } from '../shared/games/doppelkopf/options';
import { cardPlayout } from '../shared/games/doppelkopf/playout';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';

/**
 * Announcements by what the hand and the play so far can carry: the seat's
 * party plays the game out many times from worlds consistent with its view
 * (the search's sampler, the medium/hard card rule in every seat), and says
 * Re/Kontra or an Absage when the share of playouts that make it reaches a
 * threshold. A candidate for `hard`'s calls, calibrated by duplicate play in
 * bench/doppelkopf-calls.ts (`odds…` candidates, seed calls4): Re/Kontra by
 * the odds did no better than `hard`'s counted calls, "keine 90" by the odds
 * worse, so no level uses it (docs/bots.md).
 */
export interface OddsPolicy {
  /** Re/Kontra from this share of won playouts. */
  win: number;
  /** "keine 90" from this share of playouts where the other party stays under 90 (null: never). */
  no90: number | null;
  /** "keine 60" likewise (under 60). */
  no60: number | null;
  /** Playouts per estimate. */
  samples: number;
}

export interface Odds {
  /** Share of playouts the seat's party won, kept the others under 90, under 60. */
  win: number;
  no90: number;
  no60: number;
}

const strictFox = (sit: Parameters<typeof foxAwareCard>[0]) => foxAwareCard(sit, true);

/** The seat's party's chances from `samples` playouts of worlds consistent with the view. */
export function oddsOf(view: DoppelkopfView, rng: Rng, samples: number): Odds {
  const seat = view.seat!;
  const sample = sampler(view);
  let win = 0;
  let no90 = 0;
  let no60 = 0;
  for (let i = 0; i < samples; i++) {
    const end = cardPlayout(sample(rng), 0, strictFox, rng);
    const last = end.history[end.history.length - 1];
    if (!last?.cardPoints) continue;
    const party = last.re.includes(seat) ? 're' : 'kontra';
    const own = last.cardPoints[party];
    // Kontra wins with 120 (Re needs 121); an announcement of its own does not change that here.
    if (own >= (party === 're' ? 121 : 120)) win++;
    if (own >= 151) no90++;
    if (own >= 181) no60++;
  }
  return { win: win / samples, no90: no90 / samples, no60: no60 / samples };
}

/** The announcement the odds carry now, or null. Nothing in Ramsch and Null (no stages, tricks unwanted). */
export function oddsDeclaration(view: DoppelkopfView, rng: Rng, policy: OddsPolicy): DoppelkopfAction | null {
  const c = view.contract;
  if (view.phase !== 'play' || c?.kind === 'ramsch' || (c?.kind === 'solo' && isNullSolo(c.solo))) return null;
  const announce = actionsOf(view, 'announce');
  if (announce.length === 0) return null;
  const say = announce.find((a) => a.announcement === 're' || a.announcement === 'kontra');
  const no90 = policy.no90 === null ? undefined : announce.find((a) => a.announcement === 'no90');
  const no60 = policy.no60 === null ? undefined : announce.find((a) => a.announcement === 'no60');
  if (!say && !no90 && !no60) return null;
  const odds = oddsOf(view, rng, policy.samples);
  // One step at a time, the lowest first: Re/Kontra must be said before the party can say more.
  if (say) return odds.win >= policy.win ? say : null;
  if (no90) return odds.no90 >= policy.no90! ? no90 : null;
  if (no60) return odds.no60 >= policy.no60! ? no60 : null;
  return null;
}
