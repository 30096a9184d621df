import { EventEmitter } from 'node:events';
import type { Action, Game, Seat, TipReason, Unplayable, View } from '../../shared/engine/game';
import { sharedBotPool } from './botPool';
import { Match } from '../../shared/engine/match';
import { randomSeed } from '../../shared/engine/rng';
import { getGame } from '../../shared/games/registry';
import type { PublicTableInfo, TableInfo } from '../../shared/protocol/messages';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { BotDriver, paceTiming, type BotPace, type BotTiming } from './botDriver';
import { cleanName, nameKey } from './names';
import { emptySeat, hashToken, newId, newToken, sameSecret, seatInfo, seatRecord, type SeatState } from './seats';
import { SIDECAR_FORMAT, TableStore, type SaveStatus, type Sidecar } from './store';
import type { TableRecord } from '../../shared/engine/record';

export interface TableSettings {
  game: string;
  seats: number;
  /** Seats filled with bots at once (the last K seats). */
  bots?: number;
  botLevel?: string;
  /** Raw game options, checked by the game (`rounds`, `blackDie` for Dubbe). */
  options?: Record<string, unknown>;
  name?: string;
  seed?: string;
  /** Joining needs this code (case-insensitive); null/undefined: open table. */
  code?: string | null;
  /** Persistence directory; null: nothing is saved. */
  dataDir?: string | null;
  /** How long a dropped player's seat waits before a bot plays it (before the game: before it is free again). */
  graceMs?: number;
  /** While saving fails: how often the host tries again (default 2 s). */
  saveRetryMs?: number;
  bot?: Partial<BotTiming>;
  /** Tips for every seat (docs/protocol.md "Tips"); without it only a seat alone against bots gets them. */
  tips?: boolean;
  /** How fast the bots play (`slow`/`normal`/`fast`): overrides `bot`'s pauses when given. */
  botPace?: BotPace;
}

/** A take-back waiting for the people at the table: cut before action `index` of record round `round`. */
interface PendingTakeBack {
  seat: Seat;
  round: number;
  index: number;
  waitingFor: Set<Seat>;
}

export type Refusal = { ok: false; code: string; message: string; fatal?: boolean };
export type Joined = { ok: true; seat: Seat | null; token: string | null };

/** Why the table changed, so the acting client gets `replyTo`. */
export interface ChangeCause {
  seat?: Seat;
  replyTo?: number;
  client?: unknown;
}

interface TableEvents {
  change: [cause: ChangeCause];
  /** Every connection on this seat must go: removed by the host, or the seat was handed to another device. */
  kick: [seat: Seat, reason?: 'removed' | 'replaced'];
  log: [line: string];
  /** A save failed (the table goes on from memory). */
  saveError: [message: string];
  /** Saving started or stopped failing. */
  saving: [status: SaveStatus];
}

/** Someone watching asks the host for a seat (`askSeat`). */
export interface SeatRequest {
  id: number;
  name: string;
  /** The seat asked for (e.g. their own, from another device), or null: any. */
  seat: Seat | null;
}

const MAX_REQUESTS = 16;

const refuse = (code: string, message: string, fatal = false): Refusal => ({ ok: false, code, message, fatal });

/**
 * The authoritative table, without any network: seats, the match, bots,
 * persistence. Knows no game's rules; everything goes through `Match`.
 */
export class Table extends EventEmitter<TableEvents> {
  readonly game: Game;
  readonly seats: SeatState[];
  /** A new id for every game ("play again" starts a new one at the same seats). */
  id: string;
  readonly name: string;
  readonly code: string | null;
  readonly options: Record<string, unknown>;
  seed: string;
  /** People waiting for a seat the host may give them (a new device, a latecomer). */
  readonly requests: SeatRequest[] = [];
  private nextRequest = 1;
  private restarting = false;
  /** The level of bots seated later and of stand-ins for dropped players. */
  readonly botLevel: string;
  /** TableSettings.tips: every seat may ask for tips; kept in table.json, so a restart not told brings back the saved one. */
  /** The bots' pace (slow / normal / fast), kept in table.json; null: the pauses of `bot`. */
  readonly botPace: BotPace | null;
  readonly tips: boolean;
  match: Match | null = null;
  endedBy: 'host' | undefined;
  /** Accepted actions since the game began (a take-back lowers it: actions that still stand). */
  seq = 0;
  /** A person alone against bots paused them. */
  botsPaused = false;
  private pendingTakeBack: PendingTakeBack | null = null;
  private readonly store: TableStore | null;
  private readonly graceMs: number;
  readonly bots: BotDriver;
  private closed = false;
  /** True when this table continues a saved one. */
  readonly resumed: boolean;
  /** Real-time game (its bots have `reactionMs`): the host stamps every action's `at`. */
  readonly realtime: boolean;
  /** The record round the clock runs for, and when (performance.now()) that round began. */
  private clockRound = -1;
  private clockStart = 0;

  constructor(settings: TableSettings) {
    super();
    this.store = settings.dataDir ? new TableStore(settings.dataDir) : null;
    try {
      if (this.store) {
        if (settings.saveRetryMs !== undefined) this.store.retryMs = settings.saveRetryMs;
        this.store.onError = (e) => {
          this.emit('log', `saving failed: ${e.message}`);
          this.emit('saveError', e.message);
        };
        this.store.onStatus = (status) => {
          this.emit('log', status.failing ? `saving fails (${status.error}): the table goes on from memory` : 'saving works again: everything is on disk');
          this.emit('saving', status);
          this.changed({});
        };
      }
      const saved = this.store?.load() ?? null;
      const resumable = saved && !(saved.sidecar.endedBy || (saved.record && isOver(saved)));
      if (saved && !resumable && this.store) this.store.archive(saved.sidecar.tableId);

      if (resumable) {
        const s = saved.sidecar;
        const game = getGame(s.game);
        if (!game) throw new Error(`the saved table plays "${s.game}", which this version does not know`);
        this.game = game;
        this.id = s.tableId;
        this.name = settings.name ?? s.name;
        this.code = settings.code !== undefined ? normCode(settings.code) : s.code;
        this.options = s.options;
        this.seed = s.seed;
        this.botLevel = settings.botLevel ?? s.botLevel ?? 'random';
        this.tips = settings.tips ?? s.tips ?? false;
        // A restart without a pace keeps the table's own.
        this.botPace = settings.botPace ?? s.botPace ?? null;
        this.seats = s.seats.map((r) => ({ ...emptySeat(), ...r }));
        if (saved.record) {
          checkSidecarAgrees(s, saved.record, this.store!.dir);
          const { match, refused } = Match.fromRecord(game, saved.record);
          if (refused) {
            throw new Error(`the saved record refuses round ${refused.round}, action ${refused.action}: ${refused.error.message}`);
          }
          this.match = match;
          this.seq = saved.record.rounds.reduce((n, r) => n + r.actions.length, 0);
        }
        this.resumed = true;
      } else {
        const game = getGame(settings.game);
        if (!game) throw new Error(`unknown game "${settings.game}"`);
        this.game = game;
        if (!Number.isInteger(settings.seats) || settings.seats < game.seats.min || settings.seats > game.seats.max) {
          throw new Error(`${game.id} is played by ${game.seats.min} to ${game.seats.max} players, not ${settings.seats}`);
        }
        // Throws a RecordError with a clear message for bad options.
        this.options = game.options(settings.options ?? {}, settings.seats) as Record<string, unknown>;
        this.id = newId();
        this.name = settings.name?.trim() || 'Stammtisch';
        this.code = normCode(settings.code ?? null);
        this.seed = settings.seed ?? randomSeed();
        this.seats = Array.from({ length: settings.seats }, emptySeat);
        const bots = settings.bots ?? 0;
        if (!Number.isInteger(bots) || bots < 0 || bots > settings.seats) {
          throw new Error(`--bots must be between 0 and ${settings.seats}, not ${bots}`);
        }
        this.botLevel = settings.botLevel ?? 'random';
        this.tips = settings.tips ?? false;
        this.botPace = settings.botPace ?? null;
        for (let s = settings.seats - bots; s < settings.seats; s++) this.makeBot(s, this.botLevel);
        this.resumed = false;
      }
      this.realtime = Object.values(this.game.bots).some((b) => typeof b.reactionMs === 'function');
      this.syncClock();
      this.graceMs = settings.graceMs ?? 20_000;
      this.bots = new BotDriver(this, { ...settings.bot, ...(this.botPace ? paceTiming(this.botPace) : {}) });
      this.bots.warm();
      // Seats of people who were away when the host stopped get the grace period again.
      this.seats.forEach((s, i) => { if (s.kind === 'human') this.startGrace(i); });
      this.saveSidecar();
      this.startIfFull();
      if (this.match) this.bots.schedule();
    } catch (e) {
      // A table that cannot open leaves its directory free at once.
      this.closed = true;
      (this as { bots?: BotDriver }).bots?.stop();
      for (const seat of (this as { seats?: SeatState[] }).seats ?? []) if (seat.graceTimer) clearTimeout(seat.graceTimer);
      this.store?.abandon();
      throw e;
    }
  }

  get started(): boolean {
    return this.match !== null;
  }

  get over(): boolean {
    return this.endedBy !== undefined || (this.match !== null && this.match.status().phase === 'gameOver');
  }

  get freeSeats(): number {
    return this.seats.filter((s) => s.kind === 'empty').length;
  }

  get dataDir(): string | null {
    return this.store?.dir ?? null;
  }

  info(): TableInfo {
    const info: TableInfo = {
      id: this.id,
      name: this.name,
      game: this.game.id,
      options: this.options,
      seats: this.seats.map((s) => seatInfo(s, this.botLevel)),
      locked: this.code !== null,
      started: this.started,
      over: this.over,
      results: this.over && this.match ? this.match.results() : null,
    };
    if (this.endedBy) info.endedBy = this.endedBy;
    if (this.requests.length) info.requests = this.requests.map((r) => ({ ...r }));
    if (this.store?.status.failing) info.saving = 'failing';
    if (this.botsPaused) info.paused = true;
    const p = this.pendingTakeBack;
    info.takeBack = p ? { seat: p.seat, waitingFor: [...p.waitingFor].sort((a, b) => a - b) } : null;
    if (this.tips) info.tips = true;
    return info;
  }

  publicInfo(): PublicTableInfo {
    return {
      name: this.name, game: this.game.id, seats: this.seats.length, free: this.freeSeats, protocol: PROTOCOL_VERSION,
      locked: this.code !== null, started: this.started, over: this.over, players: this.seats.map((s) => seatInfo(s, this.botLevel)),
      title: { ...this.game.title }, options: this.options, tips: this.tips,
    };
  }

  /**
   * What a hard bot would do now for `seat`, decided in a bot thread from
   * that seat's view alone (so it cannot tell a hidden card), and the
   * game's reason for it. Only when the table allows tips or every other
   * seat is a bot.
   */
  async tip(seat: Seat): Promise<{ ok: true; seq: number; action: Action; reason: TipReason | null } | Refusal> {
    // In a real-time game the bot's move is the answer to the race: no tips there, even alone.
    if (this.realtime) return refuse('no-tips', 'A real-time game has no tips: the tip would be the answer to the race.');
    const alone = this.seats.every((s, i) => i === seat || s.kind === 'bot');
    if (!this.tips && !alone) return refuse('tips-off', 'Tips are off at this table: only a player alone against bots, or a table that allows them, gets tips.');
    if (!this.match || this.over) return refuse('no-game', 'There is no game in play.');
    const seq = this.seq;
    const view = this.match.view(seat) as View;
    if (view.legal.length === 0) return refuse('nothing-to-choose', 'There is nothing for you to choose now.');
    const result = await sharedBotPool().decide(
      { game: this.game.id, level: 'hard', view, seed: `${this.id}/tip`, label: `${seq}/${seat}`, budget: { thinkMs: 300 } },
      () => this.seq !== seq,
    );
    if (this.seq !== seq) return refuse('tip-stale', 'The table moved on while the tip was being worked out; ask again.');
    const action = result.ok ? result.action : null;
    if (!action) return refuse('tip-failed', 'No tip this time; ask again.');
    return { ok: true, seq, action, reason: this.game.tipReason ? this.game.tipReason(view, action) : null };
  }

  /** `game.view` for one seat (null: spectator), or null before the game. */
  view(seat: Seat | null): object | null {
    return this.match ? this.match.view(seat) : null;
  }

  /** First-game reasons for `seat` (`game.whyNot`): the choices it sees that the rules refuse now; empty when it has none. */
  whyNot(seat: Seat): Unplayable[] {
    return this.match && this.game.whyNot ? this.game.whyNot(this.match.state, seat) : [];
  }

  /** The seat this reconnect token holds, or null. */
  tokenSeat(token: string | undefined): Seat | null {
    if (token === undefined) return null;
    const hash = hashToken(token);
    const seat = this.seats.findIndex((s) => s.tokenHash !== null && sameSecret(s.tokenHash, hash));
    return seat >= 0 ? seat : null;
  }

  /** Checks a `hello`: code (`codeProven`: the connection's handshake used it), token, name, seat. The caller counts the connection with `connect`. */
  join(hello: { name: string; token?: string; seat?: number; spectate?: boolean; bot?: boolean }, admin: boolean, codeProven = false): Joined | Refusal {
    const proven = admin || this.code === null || codeProven;
    // A seat's reconnect token is a stronger secret than the table code: coming back needs no code.
    if (hello.token !== undefined) {
      const seat = this.tokenSeat(hello.token);
      if (seat !== null) return { ok: true, seat, token: hello.token };
      if (proven) return refuse('bad-token', 'This reconnect token holds no seat at this table (removed, or another game).', true);
    }
    if (!proven) {
      return refuse('wrong-code', 'This table is locked: joining needs the table code.', true);
    }
    if (hello.spectate) return { ok: true, seat: null, token: null };
    const name = cleanName(hello.name);
    if (!name) return refuse('bad-name', 'A name needs at least one visible character.', true);
    const taken = this.nameTaken(name);
    if (taken) return refuse('name-taken', `"${taken}" already sits at this table; pick another name (e.g. "${this.freeName(name)}").`, true);
    let seat: number;
    if (hello.seat !== undefined) {
      if (hello.seat >= this.seats.length) return refuse('table-full', `There is no seat ${hello.seat} at this ${this.seats.length}-seat table.`, true);
      if (this.seats[hello.seat]!.kind !== 'empty') return refuse('table-full', `Seat ${hello.seat} is taken.`, true);
      seat = hello.seat;
    } else {
      seat = this.seats.findIndex((s) => s.kind === 'empty');
      if (seat < 0) return refuse('table-full', `The table is full: all ${this.seats.length} seats are taken.`, true);
    }
    const token = newToken();
    Object.assign(this.seats[seat]!, { kind: 'human', name, level: null, tokenHash: hashToken(token), botClient: hello.bot === true });
    this.saveSidecar();
    return { ok: true, seat, token };
  }

  /** A client now holds `seat` (after a successful join). */
  connect(seat: Seat): void {
    const s = this.seats[seat]!;
    s.connections++;
    if (s.graceTimer) clearTimeout(s.graceTimer);
    s.graceTimer = null;
    s.standIn = false;
    this.startIfFull();
    this.changed({});
  }

  /** A client holding `seat` went away. */
  disconnect(seat: Seat): void {
    const s = this.seats[seat]!;
    s.connections = Math.max(0, s.connections - 1);
    if (s.kind === 'human' && s.connections === 0) this.startGrace(seat);
    this.changed({});
  }

  /** An action from `seat` (a client or a bot): the same path for both. */
  act(seat: Seat, raw: { type: string; seat?: unknown; [k: string]: unknown }, cause: ChangeCause = {}): { ok: true } | Refusal {
    if (this.closed) return refuse('closed', 'The table is closing.');
    if (!this.match) return refuse('not-started', `The game starts when all seats are taken (${this.freeSeats} still free).`);
    if (this.over) return refuse('game-over', 'The game is over.');
    if (raw.seat !== undefined && raw.seat !== seat) {
      return refuse('not-your-seat', `You sit at seat ${seat}; you cannot act for seat ${String(raw.seat)}.`);
    }
    const rounds = this.match.record.rounds.length;
    // Real time: the host's clock on arrival is the only `at` that counts; a client's own is overwritten.
    const action = this.realtime ? { ...raw, seat, at: this.roundClock() } : { ...raw, seat };
    const out = this.match.act(action);
    if (!out.ok) return refuse(out.error.code, out.error.message);
    this.seq++;
    // The table moved on: a take-back asked for before is void.
    this.pendingTakeBack = null;
    this.syncClock();
    this.store?.saveAction(this.match.record, this.match.record.rounds.length - rounds);
    this.changed({ ...cause, seat });
    return { ok: true };
  }

  /** The bots wait: paused, or a take-back waits for people's answers. */
  get botsHeld(): boolean {
    return this.botsPaused || this.pendingTakeBack !== null;
  }

  /** Everyone but `seat` is a bot (a dropped person played by a stand-in still counts as a person). */
  private aloneAgainstBots(seat: Seat): boolean {
    return this.seats.every((s, i) => i === seat || s.kind === 'bot');
  }

  /**
   * `seat` takes back its last action. Alone against bots: at once, with
   * the bots' moves after it. With people: only the seat's own card of the
   * current trick (the public view's `trick`; the host knows no rules), once
   * every other person agrees (`answerTakeBack`); meanwhile the bots wait
   * and any accepted action voids the request.
   */
  takeBack(seat: Seat): { ok: true; pending?: true } | Refusal {
    if (!this.match) return refuse('not-started', 'The game has not begun.');
    if (this.over) return refuse('game-over', 'The game is over.');
    if (this.realtime) return refuse('no-take-back', 'Nothing can be taken back in a real-time game.');
    const at = this.match.lastActionOf(seat);
    if (!at) return refuse('nothing-to-take-back', 'You have not played anything to take back.');
    if (this.aloneAgainstBots(seat)) {
      this.applyTakeBack(at.round, at.index, seat);
      return { ok: true };
    }
    const rounds = this.match.record.rounds;
    const trick = (this.match.view(null) as { trick?: unknown }).trick;
    const mine = Array.isArray(trick) ? trick.findIndex((p) => (p as { seat?: unknown })?.seat === seat) : -1;
    const after = rounds[at.round]!.actions.length - 1 - at.index;
    if (at.round !== rounds.length - 1 || mine < 0 || after >= (trick as unknown[]).length - mine) {
      return refuse('too-late', 'With people at the table only your own card of the current trick can be taken back.');
    }
    if (this.pendingTakeBack) return refuse('take-back-pending', 'A take-back is already waiting for answers.');
    const people = this.seats.flatMap((s, i) => (i !== seat && s.kind === 'human' ? [i] : []));
    this.pendingTakeBack = { seat, round: at.round, index: at.index, waitingFor: new Set(people) };
    this.changed({});
    return { ok: true, pending: true };
  }

  /** A person's answer to the take-back asked for: one "no" ends it, the last "yes" carries it out. */
  answerTakeBack(seat: Seat, accept: boolean): { ok: true } | Refusal {
    const p = this.pendingTakeBack;
    if (!p || !p.waitingFor.has(seat)) return refuse('not-asked', 'No take-back waits for your answer.');
    if (!accept) {
      this.pendingTakeBack = null;
      this.emit('log', `seat ${seat} refused seat ${p.seat}'s take-back`);
      this.changed({});
      return { ok: true };
    }
    p.waitingFor.delete(seat);
    if (p.waitingFor.size > 0) {
      this.changed({});
      return { ok: true };
    }
    this.pendingTakeBack = null;
    this.applyTakeBack(p.round, p.index, p.seat);
    return { ok: true };
  }

  /** A person alone against bots pauses or resumes them. */
  pauseBots(seat: Seat, paused: boolean): { ok: true } | Refusal {
    if (!this.aloneAgainstBots(seat)) return refuse('not-alone', 'Only a person alone against bots can pause them.');
    if (this.botsPaused !== paused) {
      this.botsPaused = paused;
      this.changed({});
    }
    return { ok: true };
  }

  /** The match replayed without action `index` of round `round` and all after it; the saved record follows. */
  private applyTakeBack(round: number, index: number, seat: Seat): void {
    const match = this.match!;
    this.match = match.truncated(round, index);
    this.seq = this.match.record.rounds.reduce((n, r) => n + r.actions.length, 0);
    this.pendingTakeBack = null;
    this.store?.rewrite(this.match.record);
    this.emit('log', `seat ${seat} took back its last action (${match.record.rounds.reduce((n, r) => n + r.actions.length, 0) - this.seq} undone)`);
    this.changed({ seat });
  }

  /** Host-only: a bot takes an empty seat. */
  seatBot(seat: number, level = this.botLevel): { ok: true } | Refusal {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) return refuse('no-such-seat', `There is no seat ${seat}.`);
    if (this.seats[seat]!.kind !== 'empty') return refuse('seat-taken', `Seat ${seat} is taken.`);
    this.makeBot(seat, level);
    this.saveSidecar();
    this.startIfFull();
    this.changed({});
    return { ok: true };
  }

  /** Host-only: the occupant goes; before the game the seat is free again, during it a bot takes over. */
  removePlayer(seat: number): { ok: true } | Refusal {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) return refuse('no-such-seat', `There is no seat ${seat}.`);
    const s = this.seats[seat]!;
    if (s.kind === 'empty') return refuse('seat-empty', `Seat ${seat} is empty.`);
    if (s.graceTimer) clearTimeout(s.graceTimer);
    const wasHuman = s.kind === 'human';
    if (this.match) this.makeBot(seat, s.level ?? this.botLevel);
    else Object.assign(s, emptySeat());
    if (wasHuman) this.emit('kick', seat);
    s.connections = 0;
    this.saveSidecar();
    this.changed({});
    return { ok: true };
  }

  /** Host-only: end the game now; the record keeps what was played. */
  endGame(): { ok: true } | Refusal {
    if (this.over) return refuse('game-over', 'The game is already over.');
    this.endedBy = 'host';
    if (this.match) {
      this.match.record.meta = { ...this.match.record.meta, endedBy: 'host' };
      this.store?.saveRecord(this.match.record, true);
    }
    this.saveSidecar();
    this.changed({});
    return { ok: true };
  }

  // ---- the host runs the table: seat requests, hand-over, play again ----

  /** A spectator asks for a seat; one open request per person (`replaces` their earlier one). */
  askSeat(name: string, seat: Seat | null, replaces: number | null): { ok: true; id: number } | Refusal {
    if (this.over) return refuse('game-over', 'The game is over.');
    if (seat !== null && seat >= this.seats.length) return refuse('no-such-seat', `There is no seat ${seat + 1}.`);
    if (replaces !== null) this.dropRequest(replaces, false);
    if (this.requests.length >= MAX_REQUESTS) return refuse('too-many-requests', 'Too many people are waiting for a seat; try again later.');
    const id = this.nextRequest++;
    this.requests.push({ id, name: name.trim(), seat });
    this.changed({});
    return { ok: true, id };
  }

  /** A request ends (refused, granted, or its connection left). */
  dropRequest(id: number, announce = true): void {
    const i = this.requests.findIndex((r) => r.id === id);
    if (i < 0) return;
    this.requests.splice(i, 1);
    if (announce) this.changed({});
  }

  /**
   * Host-only: the person behind request `id` gets `seat` with a new token —
   * an empty seat, a bot's or a stand-in's, or a person's own seat on a new
   * device (the old token stops working; its connections are told
   * `replaced`). The caller connects the asker (`connect`).
   */
  giveSeat(id: number, seat: number): { ok: true; seat: Seat; token: string } | Refusal {
    const req = this.requests.find((r) => r.id === id);
    if (!req) return refuse('no-such-request', 'Nobody is waiting with that request (they may have left).');
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) return refuse('no-such-seat', `There is no seat ${seat + 1}.`);
    if (this.over) return refuse('game-over', 'The game is over.');
    const s = this.seats[seat]!;
    if (s.graceTimer) clearTimeout(s.graceTimer);
    const hadPerson = s.kind === 'human';
    const token = newToken();
    Object.assign(s, { kind: 'human', name: req.name, level: s.kind === 'bot' ? s.level : null, tokenHash: hashToken(token), standIn: false, graceTimer: null });
    if (hadPerson) this.emit('kick', seat, 'replaced');
    s.connections = 0;
    this.dropRequest(id, false);
    this.saveSidecar();
    return { ok: true, seat, token };
  }

  /**
   * Host-only, once the game is over: a new game at the same seats with the
   * same options and a new id; the finished record moves to finished/. The
   * first dealer is the seat after the last game's first dealer, for games
   * whose deal names a dealer.
   */
  async playAgain(): Promise<{ ok: true } | Refusal> {
    if (!this.over || !this.match || this.restarting) return refuse('not-over', 'A new game can start once this one is over.');
    if (this.seats.some((s) => s.kind === 'empty')) return refuse('seat-empty', 'Every seat must be taken.');
    const lastDealer = firstDealer(this.match.record);
    // The finished record lands, then moves to finished/<id>.json before the new game writes record.json.
    this.restarting = true;
    try {
      await this.flush();
      this.store?.archive(this.id);
    } finally {
      this.restarting = false;
    }
    if (this.closed) return refuse('closed', 'The table is closing.');
    this.id = newId();
    this.endedBy = undefined;
    this.seq = 0;
    const names = this.seats.map((s, i) => s.name ?? `Seat ${i + 1}`);
    const meta = { tableId: this.id, name: this.name, startedAt: new Date().toISOString() };
    const want = lastDealer === null ? null : (lastDealer + 1) % this.seats.length;
    // The seed draws the first dealer; a few draws find one where the deal moves on (each try is 1 in n).
    let match = Match.create(this.game, names, this.options, (this.seed = randomSeed()), meta);
    for (let i = 0; i < 64 && want !== null && firstDealer(match.record) !== want; i++) {
      match = Match.create(this.game, names, this.options, (this.seed = randomSeed()), meta);
    }
    this.match = match;
    this.clockRound = -1;
    this.syncClock();
    this.store?.saveRecord(this.match.record, true);
    this.saveSidecar();
    this.emit('log', `new game at the same seats: ${names.join(', ')}`);
    this.changed({});
    return { ok: true };
  }

  /** Resolves when every save handed to the store is on disk. */
  async flush(): Promise<void> {
    await this.store?.flush();
    // Closed: the last save landed, the data directory is free for the next host.
    if (this.closed) await this.store?.close();
  }

  /** Stop timers and make the last save durable (await `flush()` for it to land). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.bots.stop();
    for (const s of this.seats) if (s.graceTimer) clearTimeout(s.graceTimer);
    if (this.match) this.store?.saveRecord(this.match.record, true);
    this.saveSidecar();
  }

  /**
   * Ms since the current record round began, on a monotonic clock: what
   * the host stamps as `at` on arrival. Never below the last `at` of the
   * round, so a resumed table goes on where its record stopped.
   */
  roundClock(): number {
    return Math.floor(performance.now() - this.clockStart);
  }

  /** A new record round (re)starts the clock; a resumed round continues from its last `at`. */
  private syncClock(): void {
    const rounds = this.match?.record.rounds;
    if (!this.realtime || !rounds || rounds.length - 1 === this.clockRound) return;
    this.clockRound = rounds.length - 1;
    const lastAt = Math.max(0, ...(rounds.at(-1)?.actions ?? []).map((a) => { const at = (a as { at?: unknown }).at; return typeof at === 'number' ? at : 0; }));
    this.clockStart = performance.now() - lastAt - 1;
  }

  /** The seated name `name` reads the same as (people, bots, and the "Bot N" names bots get), or null. */
  private nameTaken(name: string): string | null {
    const key = nameKey(name);
    for (const s of this.seats) if (s.name !== null && nameKey(s.name) === key) return s.name;
    for (let i = 0; i < this.seats.length; i++) if (nameKey(botName(i)) === key) return botName(i);
    return null;
  }

  /** A suggestion: the name with the first free number. */
  private freeName(name: string): string {
    for (let n = 2; n < 100; n++) {
      const candidate = `${name.slice(0, 29)} ${n}`;
      if (!this.nameTaken(candidate)) return candidate;
    }
    return `${name.slice(0, 26)} ${Date.now() % 1000}`;
  }

  /** Seats a host-side bot plays now: bots, and dropped people after the grace period. */
  botControls(seat: Seat): boolean {
    const s = this.seats[seat]!;
    return s.kind === 'bot' || s.standIn;
  }

  private makeBot(seat: number, level: string): void {
    Object.assign(this.seats[seat]!, { kind: 'bot', name: botName(seat), level, tokenHash: null, botClient: false, standIn: false });
  }

  private startGrace(seat: Seat): void {
    const s = this.seats[seat]!;
    if (s.graceTimer) clearTimeout(s.graceTimer);
    s.graceTimer = setTimeout(() => {
      s.graceTimer = null;
      if (s.kind !== 'human' || s.connections > 0 || this.closed) return;
      if (!this.match) {
        // Before the game a seat of someone who left is free again: nobody can hold a table hostage by walking off.
        Object.assign(s, emptySeat());
        this.saveSidecar();
      } else s.standIn = true;
      this.changed({});
    }, this.graceMs);
    s.graceTimer.unref();
  }

  private startIfFull(): void {
    if (this.match || this.freeSeats > 0 || this.closed) return;
    const names = this.seats.map((s, i) => s.name ?? `Seat ${i + 1}`);
    this.match = Match.create(this.game, names, this.options, this.seed, {
      tableId: this.id, name: this.name, startedAt: new Date().toISOString(),
    });
    this.syncClock();
    // On disk before table.json says "started" and before anyone sees a hand.
    this.store?.saveRecordNow(this.match.record);
    this.saveSidecar();
    this.emit('log', `game started: ${names.join(', ')}`);
  }

  private saveSidecar(): void {
    if (!this.store) return;
    const sidecar: Sidecar = {
      format: SIDECAR_FORMAT, tableId: this.id, name: this.name, game: this.game.id, options: this.options,
      seed: this.seed, code: this.code, seats: this.seats.map(seatRecord), started: this.started, botLevel: this.botLevel,
    };
    if (this.botPace) sidecar.botPace = this.botPace;
    if (this.endedBy) sidecar.endedBy = this.endedBy;
    if (this.tips) sidecar.tips = true;
    this.store.saveSidecar(sidecar);
  }

  private changed(cause: ChangeCause): void {
    if (this.closed) return;
    this.emit('change', cause);
    this.bots.schedule();
  }
}

const botName = (seat: number): string => `Bot ${seat + 1}`;

/** Shorter codes a guesser gets through in an evening even with the guess limit. */
export const MIN_CODE_LENGTH = 4;

/** The first deal's dealer, when the game's deal names one. */
function firstDealer(record: { rounds: unknown[] }): number | null {
  const d = (record.rounds[0] as { dealer?: unknown } | undefined)?.dealer;
  return typeof d === 'number' ? d : null;
}

function normCode(code: string | null): string | null {
  const c = code?.trim().toUpperCase();
  if (c && c.length < MIN_CODE_LENGTH) throw new Error(`a table code needs at least ${MIN_CODE_LENGTH} characters, not ${c.length}`);
  return c ? c : null;
}

/** A hand-edited table.json that does not fit the record: a clear error now, not a crash mid-game. */
function checkSidecarAgrees(s: Sidecar, record: TableRecord, dir: string): void {
  const wrong: string[] = [];
  if (record.game !== s.game) wrong.push(`game "${s.game}" vs "${record.game}"`);
  if (record.players.length !== s.seats.length) wrong.push(`${s.seats.length} seats vs ${record.players.length} players`);
  const seed = record.meta?.seed;
  if (seed !== undefined && String(seed) !== s.seed) wrong.push('a different seed');
  const id = record.meta?.tableId;
  if (id !== undefined && id !== s.tableId) wrong.push(`table id "${s.tableId}" vs "${String(id)}"`);
  if (wrong.length) {
    throw new Error(`${dir}/table.json does not match ${dir}/record.json (${wrong.join('; ')}): restore the original table.json or move the directory away`);
  }
}

function isOver(saved: { sidecar: Sidecar; record: import('../../shared/engine/record').TableRecord | null }): boolean {
  const game = getGame(saved.sidecar.game);
  if (!game || !saved.record) return false;
  try {
    const { match } = Match.fromRecord(game, saved.record);
    return match.status().phase === 'gameOver';
  } catch {
    return false;
  }
}
