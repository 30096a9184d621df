import { accept, refuse, type Outcome } from '../../engine/errors';
import type { Seat } from '../../engine/game';
import { cardName, DIAMONDS, KING, makeCard } from './cards';
import type { DoppelkopfAction } from './actions';
import { countOf, knownParties, partyOf } from './parties';
import { play, playableCards } from './play';
import type { DoppelkopfState, Genscher } from './state';

/*
 * Genscher (docs/doppelkopf.md, "Additions"): a player holding both Kings
 * of Diamonds may, when playing the first of them, name another player of
 * the game as partner. The action `genscher {partner}` plays that King and
 * names the partner in one; playing the King as a plain `play` lets the
 * chance pass. The choice is public at once: the Genscher and the named
 * player are Re from then on (option `genscherParty`: or the Genscher's own
 * party), the other two the other party.
 */

export const GENSCHER_KING = makeCard(DIAMONDS, KING);

/** Whether this game's contract lets a Genscher happen (option `genscher`). */
function gameAllows(state: DoppelkopfState): boolean {
  const c = state.contract;
  const o = state.options.genscher;
  if (o === 'off' || !c) return false;
  // A normal game, the silent solo included: its soloist is not known to the others, so refusing would tell them.
  if (c.kind === 'normal') return true;
  if (o !== 'partnerGames') return false;
  if (c.kind === 'marriage') return c.clarifiedAfter !== null && c.partner !== null;
  if (c.kind === 'poverty') return c.taker !== null;
  return false;
}

/** Why `seat` may not genschern now naming `partner`, or null if it may (partner null: whether it may at all). */
function refusal(state: DoppelkopfState, seat: Seat, partner: Seat | null): ReturnType<typeof refuse> | null {
  const o = state.options;
  if (o.genscher === 'off') return refuse('no-genscher', 'This table does not play the Genscher.');
  if (state.phase !== 'play') return refuse('not-now', 'The Genscher is made while the cards are played, with the first King of Diamonds.');
  if (!gameAllows(state)) {
    return refuse('genscher-not-this-game', o.genscher === 'normal' ? 'The Genscher is played only in normal games.' : 'The Genscher is played only in games of two against two.');
  }
  if (state.genscher) return refuse('already-genschered', `Seat ${state.genscher.seat} has made the Genscher of this game already.`);
  if (countOf(state.hands[seat]!, GENSCHER_KING) < 2) return refuse('genscher-not-held', 'The Genscher needs both Kings of Diamonds in your hand, neither played yet.');
  if (!o.genscherHyper && state.pigs?.hyper === seat && o.hyperschweine === 'kings') {
    return refuse('genscher-hyper', 'Your Kings of Diamonds are Hyperschweine this game: at this table they make no Genscher.');
  }
  const own = partyOf(state, seat);
  if (o.genscherAnnounced === 'notAfterAny' && state.announcements.length > 0) return refuse('genscher-announced', 'At this table there is no Genscher once anything has been announced.');
  if (o.genscherAnnounced === 'notAfterOwn' && state.announcements.some((a) => a.party === own)) {
    return refuse('genscher-announced', 'At this table there is no Genscher once your own party has announced.');
  }
  if (partner !== null) {
    if (partner === seat || !state.active.includes(partner)) return refuse('genscher-partner', `Seat ${partner} cannot be named: the partner is another player of this game.`);
    // Only what the Genscher knows (the table and the own hand), so the choices never tell a hidden card.
    if (!o.genscherSamePartner && own !== null && knownParties(state, seat)[partner] === own) {
      return refuse('genscher-same-partner', `Seat ${partner} is your partner already: at this table the Genscher names a new one.`);
    }
  }
  if (state.turn !== seat) return refuse('not-your-turn', `It is seat ${state.turn}'s turn to play, not seat ${seat}'s.`);
  if (!playableCards(state, seat).includes(GENSCHER_KING)) return refuse('must-follow-suit', 'The King of Diamonds cannot be played into this trick.', { suit: 'trump' });
  return null;
}

/**
 * Announcements already made stay with the players who made them: each now
 * counts for its maker's new party (option `genscherAnnounced` decides only
 * whether the Genscher is allowed after them).
 */
function withNewParties(state: DoppelkopfState, g: Genscher): DoppelkopfState {
  const next: DoppelkopfState = { ...state, genscher: g };
  return { ...next, announcements: state.announcements.map((a) => ({ ...a, party: partyOf(next, a.seat)! })) };
}

export function genschern(state: DoppelkopfState, seat: Seat, partner: Seat): Outcome<DoppelkopfState> {
  const no = refusal(state, seat, partner);
  if (no) return no;
  const team = state.options.genscherParty === 'own' ? partyOf(state, seat)! : 're';
  const switched = withNewParties(state, { seat, partner, team, trick: state.tricks.length });
  const out = play(switched, seat, cardName(GENSCHER_KING));
  return out.ok ? accept(out.state) : out;
}

/** The Genscher's choices now: one action per player it may name (none when it may not genschern). */
export function genscherActions(state: DoppelkopfState, seat: Seat): DoppelkopfAction[] {
  if (state.options.genscher === 'off' || state.phase !== 'play' || state.turn !== seat || refusal(state, seat, null)) return [];
  return state.active.filter((p) => refusal(state, seat, p) === null).map((partner) => ({ seat, type: 'genscher', partner }));
}
