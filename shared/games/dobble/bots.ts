import type { Bot, Seat } from '../../engine/game';
import { pick, type Rng } from '../../engine/rng';
import type { ClaimAction, DobbleAction } from './actions';
import { CARDS, hasSymbol, parseCard } from './deck';
import { MINI_GAMES } from './options';
import { LEVEL_PERSON, PEOPLE, reactionTime, type Person } from './reaction';
import type { DobbleView } from './view';

/**
 * How a level plays: it reacts like a person (shared/games/dobble/reaction.ts):
 * `easy` like a beginner, `medium` like a casual player, `hard` like a
 * practised one, and names a wrong symbol as often as they do.
 */
export const SKILLS: Record<'easy' | 'medium' | 'hard', Person> = {
  easy: PEOPLE[LEVEL_PERSON.easy],
  medium: PEOPLE[LEVEL_PERSON.medium],
  hard: PEOPLE[LEVEL_PERSON.hard],
};

/** The faces a seat compares its search card against: seats or outer slots, with their card. */
function candidates(view: DobbleView, me: Seat): { target: number | undefined; card: number }[] {
  const card = (name: string | null | undefined) => (name ? parseCard(name) : undefined);
  switch (view.miniGame) {
    case 'tower': case 'well': {
      const c = card(view.centre);
      return c === undefined ? [] : [{ target: undefined, card: c }];
    }
    case 'catchThemAll':
      return view.outer.flatMap((name, i) => { const c = card(name); return c === undefined ? [] : [{ target: i, card: c }]; });
    case 'poisonedGift':
    case 'hotPotato':
    case 'duel':
      return view.players.flatMap((s) => {
        const c = s === me ? undefined : card(view.tops[s]);
        return c === undefined ? [] : [{ target: s, card: c }];
      });
    default:
      return [];
  }
}

/** The card this seat names symbols from, as the view shows it. */
function searchCard(view: DobbleView, me: Seat): number | undefined {
  const name = view.miniGame === 'catchThemAll' || view.miniGame === 'poisonedGift' ? view.centre : view.tops[me];
  return name ? parseCard(name) : undefined;
}

function claimFor(view: DobbleView, me: Seat, rng: Rng, mistake: number): ClaimAction | null {
  const mine = searchCard(view, me);
  if (mine === undefined) return null;
  const others = candidates(view, me);
  if (others.length === 0) return null;
  const other = pick(others, rng);
  const right = CARDS[mine]!.find((s) => hasSymbol(other.card, s))!;
  let symbol = right;
  if (rng.next() < mistake) {
    const wrong = CARDS[mine]!.filter((s) => !others.some((o) => hasSymbol(o.card, s)));
    if (wrong.length) symbol = pick(wrong, rng);
  }
  return {
    seat: me, type: 'claim', symbol, at: view.clock, seen: view.version,
    ...(other.target !== undefined ? { target: other.target } : {}),
  };
}

function chooseFor(view: DobbleView, me: Seat, rng: Rng): DobbleAction {
  // Prefer a mini-game not played yet in this tournament.
  const played = new Set(view.score.played.map((r) => r.kind));
  const fresh = MINI_GAMES.filter((m) => !played.has(m));
  return { seat: me, type: 'choose', miniGame: pick(fresh.length ? fresh : MINI_GAMES, rng) };
}

/** A locked bot waits out its lock first (the view is fresh, so its clock is about now). */
const lockWait = (view: DobbleView): number => (view.seat === null ? 0 : Math.max(0, view.lockedUntil[view.seat]! - view.clock));

const ready = (view: DobbleView): view is DobbleView & { seat: Seat } =>
  view.seat !== null && view.awaiting.includes(view.seat);

function levelBot(kind: 'easy' | 'medium' | 'hard'): Bot<DobbleView> {
  const skill = SKILLS[kind];
  return {
    kind,
    decide(view, rng) {
      if (!ready(view)) return null;
      if (view.phase === 'choose') return chooseFor(view, view.seat, rng);
      return claimFor(view, view.seat, rng, skill.mistake);
    },
    reactionMs(view, rng) {
      if (view.phase === 'choose') return rng.int(800, 2000);
      return lockWait(view) + reactionTime(skill, candidates(view, view.seat ?? -1).length, rng);
    },
  };
}

/** Names any symbol of its search card: right about one time in eight, locked the rest. */
export const randomBot: Bot<DobbleView> = {
  kind: 'random',
  decide(view, rng) {
    if (!ready(view) || view.legal.length === 0) return null;
    return pick(view.legal, rng);
  },
  reactionMs: (view, rng) => lockWait(view) + rng.int(1000, 4000),
};

export const bots: Record<string, Bot<DobbleView>> = {
  random: randomBot,
  easy: levelBot('easy'),
  medium: levelBot('medium'),
  hard: levelBot('hard'),
};

