import type { Bot } from '../../shared/engine/game';

/** The bot for a level, falling back to `random` when the game has no such level yet. */
export function pickBot(bots: Record<string, Bot>, level: string | null): Bot {
  const bot = (level && Object.hasOwn(bots, level) ? bots[level] : undefined) ?? bots.random;
  if (!bot) throw new Error('this game has no bots');
  return bot;
}
