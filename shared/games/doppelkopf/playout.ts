import type { Seat } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { relationBetween, type Relation, type Situation } from './bots-heuristic';
import { cardName, CLUBS_QUEEN, DULLE, handSize, pointsOf, type Card } from './cards';
import { isNullSolo } from './options';
import { trickWinner, TRUMP, type Played, type Ranking } from './order';
import { completeParties, countOf, knownParties, partyOf, rankingOf } from './parties';
import type { Party } from './scoring';
import { apply } from './rules';
import type { CompletedTrick, DoppelkopfState } from './state';

/**
 * The cards a hand may play onto `trick`, each kind once, in hand order:
 * follow what was led (trump is its own suit), else anything (as
 * `playableCards` in play.ts, without the state).
 */
export function playable(hand: readonly Card[], trick: readonly Played[], r: Ranking): Card[] {
  const distinct: Card[] = [];
  for (const c of hand) if (!distinct.includes(c)) distinct.push(c);
  if (trick.length === 0) return distinct;
  const led = r.follow[trick[0]!.card];
  const following = distinct.filter((c) => r.follow[c] === led);
  return following.length > 0 ? following : distinct;
}

/**
 * The search's playout of the card play on copied hands: the same cards and
 * random draws as the step-by-step playout with `heuristicRollout(randomShare,
 * card)` through `legalActions` and `apply` (ismcts.ts `playOut`), without
 * action objects, card names, rule checks, a new state per card and a
 * situation rebuilt from scratch (`situationFromState`). A trick that may
 * settle a marriage's partner and the game's last card go through `apply`,
 * so the contract and the score are the rules' own. Outside card play the
 * state is returned as it is (the caller falls back to the rules). With
 * `ending`, once the seat to play holds at most `ending.at` cards, `ending.line`
 * is asked once for the rest (the endgame solver, bots-endgame-playout.ts):
 * its cards are played in order (no random draw), then the card rule again.
 * With `publicParties`, each seat's card rule knows the parties only as far
 * as that seat could at the table (`knownParties`: its own, Clubs Queens
 * played, announcements, a declared game), as `heuristicRollout(…, true)`
 * does; without, every seat knows the sampled world's parties.
 */
export function cardPlayout(
  state: DoppelkopfState, randomShare: number, card: (sit: Situation) => Card, rng: Rng,
  ending?: { at: number; line: (state: DoppelkopfState) => readonly Card[] | null },
  publicParties = false,
): DoppelkopfState {
  if (state.phase !== 'play') return state;
  const o = state.options;
  const r = rankingOf(state);
  const total = handSize(o.withNines);
  const active = state.active;
  const hands = state.hands.map((h) => h.slice());
  const tricks: CompletedTrick[] = state.tricks.slice();
  let trick: Played[] = state.trick.slice();
  let turn = state.turn;
  let contract = state.contract;
  let current: DoppelkopfState = state;
  const ledSuits = new Set<number>();
  let dullenPlayed = 0;
  for (const t of tricks) {
    const f = r.follow[t.cards[0]!.card]!;
    if (f !== TRUMP) ledSuits.add(f);
    for (const p of t.cards) if (p.card === DULLE) dullenPlayed++;
  }
  for (const p of trick) if (p.card === DULLE) dullenPlayed++;
  const dulleCosts = o.scoring === 'weimar' && o.dulleCaughtPoints !== 0 && o.dullen && o.secondDulle !== 'loses';
  const secondDulleBeats = o.secondDulle !== 'loses';
  const avoid = contract?.kind === 'ramsch' || (contract?.kind === 'solo' && isNullSolo(contract.solo));
  // Parties as `partyOf` gives them; only a marriage's can change during play (then they are read afresh).
  const readParties = (): ReturnType<typeof partyOf>[] => Array.from({ length: state.n }, (_, s) => partyOf(current, s));
  let parties = readParties();
  // The situation's functions are made once (not per card: closures cost here); they read the seat to play now.
  let me: Seat = turn;
  const toCome = (): Seat[] => active.filter((s) => s !== me && !trick.some((p) => p.seat === s));
  const later = (): Card[] => toCome().flatMap((s) => hands[s]!);
  // What the table knows of the parties (publicParties): kept up as Clubs Queens fall, read afresh when a marriage settles.
  let shown = publicParties ? knownParties(state, null) : null;
  const queensShown = new Array<number>(state.n).fill(0);
  if (shown) for (const p of [...tricks.flatMap((t) => t.cards), ...trick]) if (p.card === CLUBS_QUEEN) queensShown[p.seat]!++;
  const normal = (): boolean => contract?.kind === 'normal' && !state.genscher;
  const knownTo = (seat: Seat): (Party | null)[] => {
    const k = shown!.slice();
    if (!normal()) return k;
    k[seat] = parties[seat]!;
    completeParties(k, active, countOf(state.dealt[seat]!, CLUBS_QUEEN) === 2);
    return k;
  };
  let knownBy: (Party | null)[] | null = null;
  const relation = (s: Seat): Relation => {
    if (contract?.kind === 'ramsch') return 'opponent';
    if (!shown) return parties[s] === parties[me] ? 'partner' : 'opponent';
    knownBy ??= knownTo(me);
    return relationBetween(knownBy, me, s);
  };
  const noteShown = (seat: Seat, c: Card): void => {
    if (!shown || c !== CLUBS_QUEEN || !normal()) return;
    shown[seat] = 're';
    queensShown[seat]!++;
    completeParties(shown, active, queensShown[seat] === 2);
  };

  const choose = (seat: Seat): Card => {
    const hand = hands[seat]!;
    const legal = playable(hand, trick, r);
    // heuristicRollout: a number is always drawn; a random card (`pick`) with probability randomShare.
    if (rng.next() < randomShare) return legal[rng.int(0, legal.length - 1)]!;
    let dulleRisk = false;
    if (dulleCosts) {
      let seen = dullenPlayed;
      for (const c of hand) if (c === DULLE) seen++;
      dulleRisk = seen < 2;
    }
    me = seat;
    knownBy = null;
    return card({
      seat,
      playable: legal,
      trick,
      done: tricks.length,
      total,
      ledSuits,
      r,
      secondDulleBeats,
      avoid,
      alone: contract?.kind === 'solo' && contract.soloist === seat,
      dulleRisk,
      later,
      toCome,
      relation,
    });
  };

  const snapshot = (): DoppelkopfState => ({ ...state, hands, trick, tricks, turn, contract });
  let line: readonly Card[] | null = null;
  let lineAt = 0;
  for (;;) {
    const seat = turn;
    if (ending && line === null && hands[seat]!.length <= ending.at) line = ending.line(snapshot()) ?? [];
    const c = line !== null && lineAt < line.length ? line[lineAt++]! : choose(seat);
    if (c === DULLE) dullenPlayed++;
    const lastCard = tricks.length === total - 1 && trick.length === 3;
    const settlesMarriage = trick.length === 3 && contract?.kind === 'marriage' && contract.clarifiedAfter === null;
    if (lastCard || settlesMarriage) {
      const out = apply(snapshot(), { seat, type: 'play', card: cardName(c) });
      if (!out.ok) throw new Error(`playout: the rules refused ${cardName(c)}: ${out.error.message}`);
      if (lastCard) return out.state;
      current = out.state;
      hands[seat] = current.hands[seat]!.slice();
      tricks.push(current.tricks[current.tricks.length - 1]!);
      trick = [];
      turn = current.turn;
      contract = current.contract;
      parties = readParties();
      if (shown) shown = knownParties(current, null);
      noteTrick(tricks[tricks.length - 1]!);
      continue;
    }
    const hand = hands[seat]!;
    const at = hand.indexOf(c);
    if (at < 0) throw new Error(`playout: seat ${seat} does not hold ${cardName(c)}`);
    hand.splice(at, 1);
    trick.push({ seat, card: c });
    noteShown(seat, c);
    if (trick.length < 4) {
      turn = active[(active.indexOf(seat) + 1) % 4]!;
      continue;
    }
    // Not the last trick (that one went through `apply`): as finishTrick in play.ts.
    const second = o.secondDulle === 'beats' || o.secondDulle === 'beatsExceptLastTrick';
    const winner = trickWinner(trick, r, second);
    let points = 0;
    for (const p of trick) points += pointsOf(p.card);
    const done: CompletedTrick = { leader: trick[0]!.seat, cards: trick, winner, points };
    tricks.push(done);
    noteTrick(done);
    trick = [];
    turn = winner;
  }

  function noteTrick(t: CompletedTrick): void {
    const f = r.follow[t.cards[0]!.card]!;
    if (f !== TRUMP) ledSuits.add(f);
  }
}
