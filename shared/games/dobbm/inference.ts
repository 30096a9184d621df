import type { Seat } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { BOT_DOUBLE_BELOW, bidByRule, worthDouble } from './bots';
import type { Card } from './cards';
import type { DobbmAction } from './actions';
import { sampler } from './determinize';
import { doublingLimit } from './rules';
import type { DobbmState } from './state';
import type { DobbmView } from './view';

/** The cards `seat` has played this hand, from the (sampled) state. */
function playedBy(state: DobbmState, seat: Seat): Card[] {
  const out: Card[] = [];
  for (const t of state.tricks) for (const p of t.cards) if (p.seat === seat) out.push(p.card);
  for (const p of state.trick) if (p.seat === seat) out.push(p.card);
  return out;
}

/**
 * How many of the others' calls this deal (bids, Schwacher and Retours)
 * disagree with what the rules of thumb (`bidByRule`, `worthDouble`) would
 * have said with the hands of the sampled `state`. A seat's hand when it
 * spoke is its cards now plus the cards it has played; the declarer of an
 * ordinary game picked up the Dobb after bidding, so its bid is not
 * checked, but its Retour is (with the eight cards it kept). `viewer`'s own
 * calls tell nothing new and are skipped.
 */
export function callDisagreements(state: DobbmState, viewer: Seat): number {
  const held = new Map<Seat, Card[]>();
  const hand = (seat: Seat): Card[] => {
    let h = held.get(seat);
    if (!h) held.set(seat, (h = [...state.hands[seat]!, ...playedBy(state, seat)]));
    return h;
  };
  let wrong = 0;
  let contract: 'dob' | 'solo' | null = null;
  let bidding = true;
  let spoken = 0;
  let doubles = 0;
  const free = Math.min(BOT_DOUBLE_BELOW, doublingLimit(state));
  for (const { seat, call } of state.calls) {
    if (bidding) {
      const open = new Set<DobbmAction['type']>(state.mussrunde ? ['dob', 'solo'] : contract === null ? ['pass', 'dob', 'solo'] : ['pass', 'solo']);
      const unknownHand = seat === state.declarer && state.contract === 'dob';
      if (seat !== viewer && !unknownHand && bidByRule(hand(seat), open) !== call) wrong++;
      if (call === 'dob' || call === 'solo') contract = call;
      spoken++;
      if (state.mussrunde || call === 'solo' || spoken === state.active.length) bidding = false;
      continue;
    }
    // Doubling: bots double only below their cap and by the rule of thumb, else they pass.
    const expected = doubles < free && worthDouble(hand(seat), seat === state.declarer) ? 'double' : 'pass';
    if (seat !== viewer && expected !== call) wrong++;
    if (call === 'double') doubles++;
  }
  return wrong;
}

/**
 * A sampler that reads the calls too: it draws up to `tries` deals
 * consistent with the view (determinize.ts) and keeps the first whose hands
 * explain every other seat's calls by the rules of thumb, else the one that
 * explains the most. Against people who bid otherwise this only leans the
 * sampling towards their calls; it never breaks what the view shows.
 */
export function inferringSampler(tries: number) {
  return (view: DobbmView): ((rng: Rng) => DobbmState) => {
    const plain = sampler(view);
    const me = view.seat!;
    const informative = view.calls.some((c) => c.seat !== me);
    return (rng) => {
      let best = plain(rng);
      if (!informative) return best;
      let bestWrong = callDisagreements(best, me);
      for (let i = 1; i < tries && bestWrong > 0; i++) {
        const s = plain(rng);
        const wrong = callDisagreements(s, me);
        if (wrong < bestWrong) { best = s; bestWrong = wrong; }
      }
      return best;
    };
  };
}
