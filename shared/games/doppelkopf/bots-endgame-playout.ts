import type { Situation } from './bots-heuristic';
import { cardName, type Card } from './cards';
import { scoreEndingOf, solveScore } from './bots-endgame-score';
import { cardPlayout } from './playout';
import { apply } from './rules';
import type { DoppelkopfState } from './state';
import type { Rng } from '../../engine/rng';

/**
 * The search's playout with an exact ending (issue 30): the heuristic
 * playout (`cardPlayout`, the same cards and draws) until the seat to play
 * holds `tricks` cards, then the rest played score-optimally by both
 * parties on the sampled deal (`solveScore`, double dummy; where its line
 * stops the score is settled and the heuristic plays on), the game's last
 * card through the rules so the payoff is theirs. Where the solver does
 * not know the score (Ramsch, Null, an open marriage) the heuristic plays
 * on. Outside card play the state is returned as it is.
 */
export function endgamePlayout(randomShare: number, card: (sit: Situation) => Card, tricks: number) {
  const ending = { at: tricks, line: (s: DoppelkopfState): readonly Card[] | null => {
    const e = scoreEndingOf(s, s.turn);
    return e && solveScore(e).line;
  } };
  return (state: DoppelkopfState, rng: Rng): DoppelkopfState => cardPlayout(state, randomShare, card, rng, ending);
}

/** The cards of `line` played in order through the rules from `state` (a refused card is a solver fault, not a player's). */
export function playLine(state: DoppelkopfState, line: readonly Card[]): DoppelkopfState {
  let s = state;
  for (const c of line) {
    if (s.phase !== 'play') break;
    const out = apply(s, { seat: s.turn, type: 'play', card: cardName(c) });
    if (!out.ok) throw new Error(`endgame: the rules refused ${cardName(c)}: ${out.error.message}`);
    s = out.state;
  }
  return s;
}
