import type { Bot } from '../../engine/game';
import type { DoppelkopfAction } from './actions';
import type { DoppelkopfView } from './view';
import { genscherChoice } from './bots-genscher';

/**
 * The house-rule calls every bot makes before its own decision (kept apart
 * from the bots' reservation and announcement logic): a bot holding both
 * cards of a pair says "Schweine" / "Hyperschweine" at once — they only
 * help its hand, and waiting risks playing a Fox unsaid.
 */
export function houseRulesCall(view: DoppelkopfView): DoppelkopfAction | null {
  if (view.seat === null) return null;
  return view.legal.find((a) => a.type === 'pigs' && a.seat === view.seat) ?? null;
}

/** A bot that makes the house-rule calls first, then decides as before; its first King of Diamonds may become a Genscher (bots-genscher.ts). */
export function withHouseRules(bot: Bot<DoppelkopfView>): Bot<DoppelkopfView> {
  return { ...bot, decide: (view, rng) => houseRulesCall(view) ?? genscherChoice(view, bot.decide(view, rng)) };
}
