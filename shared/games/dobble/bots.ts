import type { Bot, Seat } from '../../engine/game';
import { pick, type Rng } from '../../engine/rng';
import type { ClaimAction, DobbleAction } from './actions';
import { CARDS, hasSymbol, parseCard } from './deck';
import { MINI_GAMES } from './options';
import type { DobbleView } from './view';

/**
 * How a level plays: a reaction time drawn uniformly from [min, max] ms
 * (per card it has to compare beyond the first, `perCard` ms more), and the
 * chance to name a wrong symbol. People find a match in roughly 2–5 s;
 * `easy` is beatable, `hard` presses.
 */
export interface Skill {
  min: number;
  max: number;
  perCard: number;
  mistake: number;
}

export const SKILLS: Record<'easy' | 'medium' | 'hard', Skill> = {
  easy: { min: 4000, max: 8000, perCard: 400, mistake: 0.12 },
  medium: { min: 2600, max: 5000, perCard: 250, mistake: 0.06 },
  hard: { min: 1500, max: 3000, perCard: 120, mistake: 0.02 },
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
      const extra = Math.max(0, candidates(view, view.seat ?? -1).length - 1) * skill.perCard;
      return lockWait(view) + rng.int(skill.min, skill.max) + extra;
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

