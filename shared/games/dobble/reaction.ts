import type { Rng } from '../../engine/rng';

/**
 * How long a person takes to find and name the symbol two cards share, as
 * an ex-Gaussian distribution (a normal part plus an exponential tail: the
 * usual shape of visual-search reaction times, Palmer, Horowitz, Torralba &
 * Wolfe 2011), for one pair of cards. Every further card to compare against
 * adds `perCard` ms to the normal part's mean. Below `floor` nobody answers
 * (seeing, naming and clicking take that long). `mistake`: the chance to
 * name a wrong symbol. docs/bots.md ("Symbol game reaction times") says where
 * the numbers come from; `npx tsx bench/dobble-reaction.ts` prints their
 * medians and quartiles per mini-game.
 */
export interface Person {
  /** Mean and spread of the normal part, ms. */
  mu: number;
  sigma: number;
  /** Mean of the exponential tail, ms. */
  tau: number;
  perCard: number;
  floor: number;
  mistake: number;
}

export type PersonKind = 'beginner' | 'casual' | 'practised';

export const PEOPLE: Record<PersonKind, Person> = {
  beginner: { mu: 3000, sigma: 500, tau: 1200, perCard: 400, floor: 1500, mistake: 0.08 },
  casual: { mu: 2000, sigma: 350, tau: 800, perCard: 250, floor: 1100, mistake: 0.04 },
  practised: { mu: 1150, sigma: 200, tau: 450, perCard: 150, floor: 750, mistake: 0.015 },
};

/** Which person each bot level plays like. */
export const LEVEL_PERSON: Record<'easy' | 'medium' | 'hard', PersonKind> = {
  easy: 'beginner',
  medium: 'casual',
  hard: 'practised',
};

/** A standard normal draw (Box–Muller) from the seeded stream. */
function normal(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** One reaction time in ms for `person` with `cards` cards to compare their search card against (at least 1). */
export function reactionTime(person: Person, cards: number, rng: Rng): number {
  const mu = person.mu + Math.max(0, cards - 1) * person.perCard;
  const tail = -Math.log(1 - rng.next()) * person.tau;
  return Math.max(person.floor, Math.round(mu + person.sigma * normal(rng) + tail));
}
