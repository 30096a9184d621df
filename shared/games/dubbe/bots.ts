import type { Bot } from '../../engine/game';
import { pick, type Rng } from '../../engine/rng';
import { searchBot } from '../../bots/search-bot';
import type { DubbeAction } from './actions';
import { cardName, parseCard, SUITS, type Card } from './cards';
import { heuristicCard, heuristicTrump } from './bots-heuristic';
import { dubbeSearch, hardAdapter, heuristicRollout } from './bots-search';
import type { CharacterState, PlayedCard } from './state';
import type { DubbeView } from './view';

const myTurn = (view: DubbeView): boolean =>
  view.seat !== null && view.awaiting.includes(view.seat) && view.legal.length > 0;

/**
 * The baseline: a uniformly random legal move when the table waits for it.
 * It never reaches for a trick it may not collect (see bots in the black-die
 * rules), so grabbing is left to people.
 */
export const randomBot: Bot<DubbeView> = {
  kind: 'random',
  decide(view, rng) {
    if (!myTurn(view)) return null;
    return pick(view.legal, rng);
  },
};

const card = (name: string): Card => parseCard(name)!;

/** The move the quick heuristic makes, from the view alone. */
function heuristicMove(view: DubbeView, rng: Rng): DubbeAction {
  const seat = view.seat!;
  const first = view.legal[0]!;
  if (first.type === 'declareTrump') {
    return { seat, type: 'declareTrump', suit: SUITS[heuristicTrump((view.hand ?? []).map(card), view.seats)]! };
  }
  if (first.type !== 'play') return first;
  const characters: CharacterState[] = view.characters.map((c) => ({
    suit: c.suit === null ? null : SUITS.indexOf(c.suit as (typeof SUITS)[number]), die: c.die, owner: c.owner,
  }));
  const trick: PlayedCard[] = view.trick.map((p) => ({ seat: p.seat, card: card(p.card) }));
  const playable = view.legal.flatMap((a) => (a.type === 'play' ? [card(a.card)] : []));
  const chosen = cardName(heuristicCard({ n: view.seats, seat, characters, trick, playable }, rng));
  return view.legal.find((a) => a.type === 'play' && a.card === chosen)!;
}

/** Quick: follows a few rules of thumb, no lookahead. */
export const easyBot: Bot<DubbeView> = {
  kind: 'easy',
  decide(view, rng) {
    if (!myTurn(view)) return null;
    return heuristicMove(view, rng);
  },
};

/** Searches a little, with half-random playouts: better than easy, beatable. */
export const mediumBot = searchBot('medium', dubbeSearch(heuristicRollout(0.5)), { iterations: 60, thinkMs: 250 });

/**
 * Searches with heuristic playouts. The fixed iteration count keeps a
 * seeded decision reproducible (about 0.3 s on one idle core); the cap only
 * bites on a busy machine. Where a search pool is installed (host, `stammtisch
 * bot`, `selfplay --threads`) the 800 iterations are cut into threads + 1
 * shares (root-parallel.ts). The cap is 750 ms like Doppelkopf's `hard`, so
 * a whole decision stays within a second (docs/bots.md, *Latency*).
 */
export const hardBot = searchBot('hard', hardAdapter, { iterations: 800, thinkMs: 750, parallel: { name: 'dubbe/hard' } });

export const dubbeBots: Record<string, Bot<DubbeView>> = {
  random: randomBot,
  easy: easyBot,
  medium: mediumBot,
  hard: hardBot,
};
