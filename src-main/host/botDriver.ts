import type { Action, Bot, Game, Seat, View } from '../../shared/engine/game';
import { createRng } from '../../shared/engine/rng';
import { isTunable, type ThinkBudget } from '../../shared/bots/types';
import { sharedBotPool, type BotPool } from './botPool';
import type { Match } from '../../shared/engine/match';
import { pickBot } from './pickBot';
import type { Refusal } from './refusal';

export { pickBot } from './pickBot';

export interface BotTiming {
  /** Pause before every host-side bot action (lets people follow the game). */
  delayMs: number;
  /** When a person's seat could act at the same moment (a race, e.g. grabbing a trick): a seeded human-like pause in [min, max]. */
  raceMs: [number, number];
  /**
   * Least time between a completed trick and the next bot card (the public
   * view's `tricks` grew, its `trick` is empty), so people see the trick.
   */
  trickMs?: number;
  /** Think budget for search bots; default: each level's own. */
  budget?: ThinkBudget;
  /** Threads search bots think in; default: the process-wide pool. */
  pool?: BotPool;
}

export const DEFAULT_BOT_TIMING: BotTiming = { delayMs: 0, raceMs: [600, 1500] };

/** The bot pace a table is opened with (lobby, `stammtisch host --bot-pace`). */
export type BotPace = 'slow' | 'normal' | 'fast';
export const BOT_PACES: readonly BotPace[] = ['slow', 'normal', 'fast'];

/** Pause before each bot move, and before a bot leads after a completed trick (never below 1.5 s). */
export function paceTiming(pace: BotPace): Pick<BotTiming, 'delayMs' | 'trickMs'> {
  switch (pace) {
    case 'slow': return { delayMs: 1500, trickMs: 2500 };
    case 'normal': return { delayMs: 800, trickMs: 1800 };
    case 'fast': return { delayMs: 300, trickMs: 1500 };
  }
}

/** What the bots' schedule needs of its table (the table implements it; this file knows no table class). */
export interface BotTable {
  readonly game: Game;
  readonly seats: readonly { level: string | null }[];
  readonly botLevel: string;
  readonly seed: string;
  readonly match: Match | null;
  readonly seq: number;
  readonly over: boolean;
  /** The bots wait (paused, a take-back waits for answers, nobody at the table). */
  readonly botsHeld: boolean;
  /** A host-side bot plays this seat now (a bot, or a stand-in for a person). */
  botControls(seat: Seat): boolean;
  /** A person holds this seat: not a bot, a bot client or a stand-in (races are against people only). */
  personAt(seat: Seat): boolean;
  /** The same path as people's actions; `'bot'`: a host-side bot chose it (at a person's seat the record marks it as the stand-in's). */
  act(seat: Seat, action: { type: string; [k: string]: unknown }, cause: object, actor: 'bot'): { ok: true } | Refusal;
  emit(event: 'log', line: string): boolean;
}

interface Plan {
  /** What the plan was made for: the seq (turn-based) or the seat's real-time key. */
  key: string;
  timer: NodeJS.Timeout | null;
  /** A search bot's decision is running in a worker. */
  thinking: boolean;
}

/** What a real-time view carries (Dobble's does): a seat's bot restarts its reaction only when one of these changes. */
interface RealtimeView {
  round?: unknown;
  phase?: unknown;
  version?: unknown;
  lockedUntil?: unknown[];
}

/**
 * Plays the host-side bots (bot seats and stand-ins for dropped people).
 * A bot acts only for awaited seats and sees only its own view, through the
 * same `Table.act` as people.
 *
 * - Search bots (tunable ones: they think up to a second) decide in a worker
 *   thread, so the table keeps answering everyone meanwhile; an answer for
 *   a seq the table has left is dropped; a crash or timeout plays the first
 *   legal action, so the table never stalls.
 * - Cheap bots decide inline, each in its own timer callback.
 * - Real-time bots (with `reactionMs`) act that long after their view last
 *   changed, all awaited seats at once; a refused claim (e.g. locked) is
 *   tried again after a fresh reaction time.
 */
export class BotDriver {
  private readonly timing: BotTiming;
  private readonly plans = new Map<Seat, Plan>();
  private stopped = false;
  private draws = 0;
  /** Completed tricks seen in the public view, and when the last one was completed (performance.now()). */
  private tricksSeen = 0;
  private trickDoneAt: number | null = null;
  /** The deal whose last trick the view's `finalTrick` holds (undefined: not looked yet). */
  private finalSeen: number | null | undefined = undefined;
  /** Optional seats already asked at this seq (`Bot.volunteer`). */
  private asked = { seq: -1, seats: new Set<Seat>() };

  constructor(private readonly table: BotTable, timing: Partial<BotTiming> = {}) {
    this.timing = { ...DEFAULT_BOT_TIMING, ...timing };
  }

  /** A table whose bots (or stand-ins) search starts the threads at once, so its first bot move does not wait for them. */
  warm(): void {
    const levels = new Set([this.table.botLevel, ...this.table.seats.map((s) => s.level).filter((l): l is string => !!l)]);
    if ([...levels].some((l) => isTunable(pickBot(this.table.game.bots, l)))) (this.timing.pool ?? sharedBotPool()).warm();
  }

  /** The pauses in force (what a table's pace chose). */
  get pauses(): { delayMs: number; trickMs: number } {
    return { delayMs: this.timing.delayMs, trickMs: this.timing.trickMs ?? 0 };
  }

  /** Decisions now running in a worker for this table. */
  get thinking(): number {
    return [...this.plans.values()].filter((p) => p.thinking).length;
  }

  /** After every change: keep plans still valid, drop the others, plan for each awaited bot seat. */
  schedule(): void {
    const match = this.table.match;
    if (this.stopped || !match || this.table.over) return this.clear();
    this.watchTricks();
    if (this.table.botsHeld) return this.clear();
    // A volunteered action changed the table, and its own schedule() planned for the new position.
    if (this.volunteer()) return;
    const { awaiting } = match.status();
    for (const [seat, p] of this.plans) {
      if (!awaiting.includes(seat) || !this.table.botControls(seat) || p.key !== this.keyFor(seat)) this.cancel(seat);
    }
    for (const seat of awaiting) {
      if (this.table.botControls(seat) && !this.plans.has(seat)) this.plan(seat, this.keyFor(seat));
    }
  }

  /**
   * Bots in seats that may act unasked (e.g. a Doppelkopf joker before the
   * first card) are asked once per position, inline and before any awaited
   * seat's timer fires. True if one acted.
   */
  private volunteer(): boolean {
    const match = this.table.match!;
    const seq = this.table.seq;
    if (this.asked.seq !== seq) this.asked = { seq, seats: new Set() };
    for (const seat of match.status().optional ?? []) {
      if (this.asked.seats.has(seat) || !this.table.botControls(seat)) continue;
      this.asked.seats.add(seat);
      const bot = this.botAt(seat);
      if (!bot.volunteer) continue;
      const choice = bot.volunteer(match.view(seat) as View, createRng(this.table.seed, `volunteer/${seat}/${seq}`));
      if (!choice) continue;
      const { seat: _own, ...action } = choice;
      const out = this.table.act(seat, action, {}, 'bot');
      if (out.ok) return true;
      this.table.emit('log', `bot at seat ${seat} volunteered a refused action (${out.message})`);
    }
    return false;
  }

  stop(): void {
    this.stopped = true;
    this.clear();
  }

  private clear(): void {
    for (const seat of [...this.plans.keys()]) this.cancel(seat);
  }

  private cancel(seat: Seat): void {
    const p = this.plans.get(seat);
    if (p?.timer) clearTimeout(p.timer);
    this.plans.delete(seat);
  }

  private botAt(seat: Seat): Bot {
    return pickBot(this.table.game.bots, this.table.seats[seat]!.level ?? this.table.botLevel);
  }

  private keyFor(seat: Seat): string {
    if (!this.botAt(seat).reactionMs) return `seq ${this.table.seq}`;
    const v = this.table.match!.view(seat) as RealtimeView;
    if (v.version === undefined) return `seq ${this.table.seq}`;
    return `${String(v.round)}/${String(v.phase)}/${String(v.version)}/${String(v.lockedUntil?.[seat])}`;
  }

  private plan(seat: Seat, key: string, label = 'react'): void {
    const bot = this.botAt(seat);
    let pause: number;
    if (bot.reactionMs) {
      const view = this.table.match!.view(seat) as View;
      const ms = bot.reactionMs(view, createRng(this.table.seed, `${label}/${seat}/${this.table.seq}/${this.draws++}`));
      pause = Math.max(this.timing.delayMs, Math.round(ms));
    } else {
      pause = this.pauseFor(seat);
    }
    const p: Plan = { key, timer: null, thinking: false };
    p.timer = setTimeout(() => {
      p.timer = null;
      this.move(seat, p);
    }, pause);
    this.plans.set(seat, p);
  }

  private pauseFor(seat: Seat): number {
    const match = this.table.match!;
    const { awaiting } = match.status();
    // No bot card until the completed trick lay trickMs (a person may lead at once; the bots wait).
    const trickMs = this.timing.trickMs ?? 0;
    const wait = trickMs > 0 && this.trickDoneAt !== null ? this.trickDoneAt + trickMs - performance.now() : 0;
    if (wait > 0) return Math.max(this.timing.delayMs, Math.ceil(wait));
    // A race: a person could act at the same moment (bots and bot clients need no fair chance).
    const race = awaiting.length < this.table.seats.length
      && this.table.seats.some((_, s) => s !== seat && !awaiting.includes(s) && this.table.personAt(s) && match.legal(s).length > 0);
    if (!race) return this.timing.delayMs;
    const [min, max] = this.timing.raceMs;
    return Math.max(this.timing.delayMs, createRng(this.table.seed, `bot-pause/${seat}/${this.table.seq}`).int(min, max));
  }

  /**
   * Notes when a trick was completed: the public view's `tricks` grew and
   * its `trick` is empty, or its `finalTrick` (the last trick of the deal
   * that ended, kept after the next deal) is of a later deal than before
   * (the host knows no rules, only this shape of the trick games' views).
   */
  private watchTricks(): void {
    if (!this.timing.trickMs) return;
    const v = this.table.match!.view(null) as { trick?: unknown; tricks?: unknown; finalTrick?: { round?: unknown } | null };
    if (!Array.isArray(v.trick) || !Array.isArray(v.tricks)) return;
    const done = v.tricks.length;
    if (done > this.tricksSeen && v.trick.length === 0) this.trickDoneAt = performance.now();
    // A new round (or a take-back) counts again from where it stands.
    if (done < this.tricksSeen) this.trickDoneAt = null;
    this.tricksSeen = done;
    const final = typeof v.finalTrick?.round === 'number' ? v.finalTrick.round : null;
    // A deal just ended with its last trick (a restarted host only notes where it stands).
    if (this.finalSeen !== undefined && final !== null && (this.finalSeen === null || final > this.finalSeen)) this.trickDoneAt = performance.now();
    this.finalSeen = final;
  }

  /** Still this plan's moment: nothing changed for the seat since it was made. */
  private current(seat: Seat, p: Plan): boolean {
    return !this.stopped && !this.table.botsHeld && this.plans.get(seat) === p && this.table.match !== null && !this.table.over
      && this.table.botControls(seat) && this.table.match.status().awaiting.includes(seat);
  }

  private move(seat: Seat, p: Plan): void {
    if (!this.current(seat, p)) return;
    const bot = this.botAt(seat);
    const view = this.table.match!.view(seat) as View;
    const seq = this.table.seq;
    const label = `bot/${seat}/${seq}`;
    if (!isTunable(bot)) {
      this.plans.delete(seat);
      this.play(seat, view, bot.decide(view, createRng(this.table.seed, label)), p.key, !!bot.reactionMs);
      return;
    }
    p.thinking = true;
    const pool = this.timing.pool ?? sharedBotPool();
    const job = {
      game: this.table.game.id, level: this.table.seats[seat]!.level ?? this.table.botLevel, view, seed: this.table.seed, label,
      ...(this.timing.budget ? { budget: this.timing.budget } : {}),
    };
    void pool.decide(job, () => !this.current(seat, p)).then((out) => {
      p.thinking = false;
      // The table moved on (or the bot lost the seat): the answer is stale.
      if (!this.current(seat, p) || this.table.seq !== seq) return;
      this.plans.delete(seat);
      if (!out.ok) {
        this.table.emit('log', `bot at seat ${seat} gave no answer (${out.reason.split('\n')[0]}); playing the first legal action`);
        this.fallback(seat, view);
        return;
      }
      this.play(seat, view, out.action, p.key, false);
    });
  }

  private play(seat: Seat, view: View, choice: Action | null, key: string, realtime: boolean): void {
    if (!choice) return;
    const { seat: _own, ...action } = choice;
    const out = this.table.act(seat, action, {}, 'bot');
    if (out.ok) return;
    if (realtime) {
      // E.g. still locked, or too late: look again after another reaction time.
      if (!this.plans.has(seat)) this.retry(seat, key);
      return;
    }
    // A bot must never stall the table: fall back to the first legal action.
    this.table.emit('log', `bot at seat ${seat} chose a refused action (${out.message}); playing the first legal one`);
    this.fallback(seat, view);
  }

  private retry(seat: Seat, key: string): void {
    const match = this.table.match;
    if (this.stopped || !match || this.table.over || !this.table.botControls(seat) || !match.status().awaiting.includes(seat)) return;
    this.plan(seat, key, 'retry');
  }

  private fallback(seat: Seat, view: View): void {
    const first = view.legal[0];
    if (!first) return;
    const { seat: _s, ...action } = first;
    const out = this.table.act(seat, action, {}, 'bot');
    if (!out.ok) this.table.emit('log', `bot at seat ${seat}: the first legal action was refused too (${out.message})`);
  }
}
