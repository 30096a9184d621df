// `npx tsx bench/dobble-reaction.ts [--samples N] [--players P] [--seed S]`: the symbol game's
// reaction-time model (shared/games/dobble/reaction.ts) as the bots use it. Samples each level's
// real `reactionMs` on a fresh view of every mini-game (P players, not locked) and prints the
// median and quartiles per level and mini-game (ms), then how often a person of each kind finds
// a card first against P-1 bots of each level (Tower; the person drawn from the same human model,
// wrong claims left out), also against the bots as they were until issue 19.
import { parseArgs } from 'node:util';
import { createRng, type Rng } from '../shared/engine/rng';
import { dobble } from '../shared/games/dobble';
import { CARD_COUNT, cardName } from '../shared/games/dobble/deck';
import { setup } from '../shared/games/dobble/minigames';
import { MINI_GAMES, parseOptions, type MiniGameId } from '../shared/games/dobble/options';
import { LEVEL_PERSON, PEOPLE, reactionTime, type PersonKind } from '../shared/games/dobble/reaction';
import { begin, deal, startRound } from '../shared/games/dobble/rules';
import { view, type DobbleView } from '../shared/games/dobble/view';

const { values } = parseArgs({
  options: { samples: { type: 'string', default: '20000' }, players: { type: 'string', default: '4' }, seed: { type: 'string', default: 'reaction' } },
});
const samples = Number(values.samples);
const players = Number(values.players);
const seed = values.seed!;
const LEVELS = ['easy', 'medium', 'hard'] as const;

/** A fresh view of `mg` for seat 1: the round just dealt, as a bot sees it. */
function freshView(mg: MiniGameId): DobbleView {
  const s0 = begin(players, parseOptions({ miniGame: mg }));
  const d = deal(s0, createRng(seed, 'deal'));
  const deck = [...Array(CARD_COUNT).keys()];
  const { hands } = setup(mg, players, d.players as number[], deck, (d.dealer + 1) % players);
  return view(startRound(s0, { ...d, deck: deck.map(cardName), hands }), 1);
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const draw = (level: string, v: DobbleView, rng: Rng): number => dobble.bots[level]!.reactionMs!(v, rng);

console.log(`Reaction times per level and mini-game, ${players} players, ${samples} samples each (ms: median [Q1–Q3], p10–p90)\n`);
console.log(`| level (plays like) | ${MINI_GAMES.join(' | ')} |`);
console.log(`| --- |${MINI_GAMES.map(() => ' --- |').join('')}`);
for (const level of LEVELS) {
  const cells = MINI_GAMES.map((mg) => {
    const v = freshView(mg);
    const rng = createRng(seed, `${level}/${mg}`);
    const xs = Array.from({ length: samples }, () => draw(level, v, rng)).sort((a, b) => a - b);
    const r = (x: number) => (x / 1000).toFixed(2);
    return `${r(quantile(xs, 0.5))} [${r(quantile(xs, 0.25))}–${r(quantile(xs, 0.75))}], ${r(quantile(xs, 0.1))}–${r(quantile(xs, 0.9))}`;
  });
  console.log(`| \`${level}\` (${LEVEL_PERSON[level]}) | ${cells.join(' | ')} |`);
}

/** The bots until issue 19: uniform in [min, max] ms (Tower: one card to compare). */
const OLD: Record<(typeof LEVELS)[number], [number, number]> = { easy: [4000, 8000], medium: [2600, 5000], hard: [1500, 3000] };

const tower = freshView('tower');
const share = (person: PersonKind, bot: (rng: Rng) => number, tag: string): string => {
  const rng = createRng(seed, `race/${person}/${tag}`);
  let first = 0;
  for (let i = 0; i < samples; i++) {
    const me = reactionTime(PEOPLE[person], 1, rng);
    let best = Infinity;
    for (let b = 1; b < players; b++) best = Math.min(best, bot(rng));
    if (me < best) first++;
  }
  return `${(100 * first / samples).toFixed(0)} %`;
};
console.log(`\nHow often a person finds a Tower card first against ${players - 1} bots (fair share: ${(100 / players).toFixed(0)} %)\n`);
console.log(`| person | ${LEVELS.map((l) => `${players - 1} × \`${l}\``).join(' | ')} | ${LEVELS.map((l) => `${players - 1} × old \`${l}\``).join(' | ')} |`);
console.log(`| --- |${LEVELS.map(() => ' --- |').join('')}${LEVELS.map(() => ' --- |').join('')}`);
for (const person of Object.keys(PEOPLE) as PersonKind[]) {
  const now = LEVELS.map((l) => share(person, (rng) => draw(l, tower, rng), l));
  const old = LEVELS.map((l) => share(person, (rng) => rng.int(OLD[l][0], OLD[l][1]), `old/${l}`));
  console.log(`| ${person} | ${now.join(' | ')} | ${old.join(' | ')} |`);
}
