import type { Bot, Seat, View } from '../../shared/engine/game';
import { createRng } from '../../shared/engine/rng';
import type { Table } from './table';

export interface BotTiming {
  /** Pause before every host-side bot action (lets people follow the game). */
  delayMs: number;
  /** When other seats could act at the same moment (a race, e.g. grabbing a trick): a seeded human-like pause in [min, max]. */
  raceMs: [number, number];
}

export const DEFAULT_BOT_TIMING: BotTiming = { delayMs: 0, raceMs: [600, 1500] };

/** The bot for a level, falling back to `random` when the game has no such level yet. */
export function pickBot(bots: Record<string, Bot>, level: string | null): Bot {
  const bot = (level && Object.hasOwn(bots, level) ? bots[level] : undefined) ?? bots.random;
  if (!bot) throw new Error('this game has no bots');
  return bot;
}

/**
 * Plays the host-side bots (bot seats and stand-ins for dropped people).
 * Each decision runs in its own timer callback, never inside the handler of
 * a client's message, so a slow bot delays no message processing already
 * queued. A bot acts only for awaited seats and sees only its own view.
 */
export class BotDriver {
  private readonly timing: BotTiming;
  private readonly timers = new Map<Seat, { seq: number; timer: NodeJS.Timeout }>();
  private stopped = false;

  constructor(private readonly table: Table, timing: Partial<BotTiming> = {}) {
    this.timing = { ...DEFAULT_BOT_TIMING, ...timing };
  }

  /** After every change: (re)plan a move for each awaited bot seat. */
  schedule(): void {
    const match = this.table.match;
    if (this.stopped || !match || this.table.over) return this.clear();
    const seq = this.table.seq;
    const { awaiting } = match.status();
    for (const [seat, t] of this.timers) {
      if (t.seq !== seq || !awaiting.includes(seat) || !this.table.botControls(seat)) {
        clearTimeout(t.timer);
        this.timers.delete(seat);
      }
    }
    for (const seat of awaiting) {
      if (!this.table.botControls(seat) || this.timers.has(seat)) continue;
      const timer = setTimeout(() => this.move(seat, seq), this.pauseFor(seat, seq));
      this.timers.set(seat, { seq, timer });
    }
  }

  stop(): void {
    this.stopped = true;
    this.clear();
  }

  private clear(): void {
    for (const t of this.timers.values()) clearTimeout(t.timer);
    this.timers.clear();
  }

  private pauseFor(seat: Seat, seq: number): number {
    const match = this.table.match!;
    const race = match.status().awaiting.length < this.table.seats.length
      && this.table.seats.some((_, s) => s !== seat && !match.status().awaiting.includes(s) && match.legal(s).length > 0);
    if (!race) return this.timing.delayMs;
    const [min, max] = this.timing.raceMs;
    return Math.max(this.timing.delayMs, createRng(this.table.seed, `bot-pause/${seat}/${seq}`).int(min, max));
  }

  private move(seat: Seat, seq: number): void {
    this.timers.delete(seat);
    const match = this.table.match;
    if (this.stopped || !match || this.table.seq !== seq || !this.table.botControls(seat)) return;
    if (!match.status().awaiting.includes(seat)) return;
    const bot = pickBot(this.table.game.bots, this.table.seats[seat]!.level);
    const view = match.view(seat) as View;
    const choice = bot.decide(view, createRng(this.table.seed, `bot/${seat}/${seq}`));
    if (!choice) return;
    const { seat: _own, ...action } = choice;
    const out = this.table.act(seat, action);
    if (out.ok) return;
    // A bot must never stall the table: fall back to the first legal action.
    this.table.emit('log', `bot at seat ${seat} chose a refused action (${out.message}); playing the first legal one`);
    const first = view.legal[0];
    if (first) {
      const { seat: _s, ...fallback } = first;
      this.table.act(seat, fallback);
    }
  }
}
