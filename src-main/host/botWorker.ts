import { parentPort } from 'node:worker_threads';
import type { Action, View } from '../../shared/engine/game';
import { createRng } from '../../shared/engine/rng';
import { getGame } from '../../shared/games/registry';
import { isTunable } from '../../shared/bots/types';
import type { BotJob, BotAnswer } from './botPool';
import { pickBot } from './pickBot';
import { isSearchThread, serveShares } from '../../shared/bots/search-worker';
import { searchAdapters } from '../../shared/games/search-adapters';
import { warmSearches } from '../../shared/games/search-warmup';
import { installHostSearchPool } from './searchThreads';

/**
 * A bot-thinking thread: gets a seat's view (structured clone), the game,
 * the level and the rng seed + label, answers with the bot's action. It
 * never sees a table, only what that seat may see.
 */
if (isSearchThread()) serveShares(searchAdapters, () => warmSearches());
else {
  // Search bots spread a decision over the cores (issue 30): this thread's pool of search threads,
  // started now (the host starts this thread when a table with search bots opens), not at the first decision.
  installHostSearchPool()?.warm();
  parentPort!.on('message', onJob);
  // This thread's own share runs cold too: a tiny search per game first (jobs wait in the port meanwhile).
  warmSearches();
}

function onJob(job: BotJob): void {
  let answer: BotAnswer;
  try {
    const game = getGame(job.game);
    if (!game) throw new Error(`unknown game "${job.game}"`);
    let bot = pickBot(game.bots, job.level);
    if (job.budget && isTunable(bot)) bot = bot.withBudget(job.budget);
    const action = bot.decide(job.view as View, createRng(job.seed, job.label)) as Action | null;
    answer = { id: job.id, action };
  } catch (e) {
    answer = { id: job.id, error: (e as Error).stack ?? String(e) };
  }
  parentPort!.postMessage(answer);
}
