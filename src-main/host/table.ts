import { EventEmitter } from 'node:events';
import type { Action, Game, Seat, TipReason, Unplayable } from '../../shared/engine/game';
import { Match } from '../../shared/engine/match';
import { randomSeed } from '../../shared/engine/rng';
import { getGame } from '../../shared/games/registry';
import type { PublicTableInfo, TableInfo } from '../../shared/protocol/messages';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { BotDriver, paceTiming, type BotPace, type BotTiming } from './botDriver';
import { normCode } from './codeRules';
import { cleanName } from './names';
import { refuse, type ChangeCause, type Refusal } from './refusal';
import { RoundClock } from './roundClock';
import { checkSidecarAgrees, firstDealer, savedGameOver } from './savedTable';
import { botName, freeName, nameTaken } from './seatNames';
import { SeatPeople, type AbsentPolicy } from './people';
import { sameNameSeat, SeatRequests, type SeatRequest } from './seatRequests';
import { emptySeat, hashToken, newId, newToken, personSeat, sameSecret, seatInfo, seatRecord, type SeatState } from './seats';
import { SIDECAR_FORMAT, TableStore, type SaveStatus, type Sidecar } from './store';
import type { ActedBy } from '../../shared/engine/record';
import { TakeBacks } from './takeBack';
import { tipFor } from './tableTips';

export { MIN_CODE_LENGTH } from './codeRules';
export type { ChangeCause, Refusal } from './refusal';
export type { SeatRequest } from './seatRequests';

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
  /** What a seat whose person is away does (people.ts): `stand-in` (default) or `wait`; kept in table.json. */
  absent?: AbsentPolicy;
}

/** Who acts: a person through their connection, or a host-side bot (for a bot seat, or standing in for a person). */
export type Actor = 'person' | 'bot';

export type Joined = { ok: true; seat: Seat | null; token: string | null };

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
  private readonly seatRequests = new SeatRequests();
  private restarting = false;
  /** The level of bots seated later and of stand-ins for dropped players. */
  readonly botLevel: string;
  /** TableSettings.tips: every seat may ask for tips; kept in table.json, so a restart not told brings back the saved one. */
  /** The bots' pace (slow / normal / fast), kept in table.json; null: the pauses of `bot`. */
  readonly botPace: BotPace | null;
  readonly tips: boolean;
  match: Match | null = null;
  /** The game ended early: the host ended it, or every person left for good. */
  endedBy: 'host' | 'left' | undefined;
  /** Accepted actions since the game began (a take-back lowers it: actions that still stand). */
  seq = 0;
  /** A person alone against bots paused them. */
  botsPaused = false;
  private readonly takeBacks: TakeBacks;
  private readonly store: TableStore | null;
  /** The people's seats: grace times, stand-ins, going home (people.ts). */
  private readonly people: SeatPeople;
  readonly bots: BotDriver;
  private _closed = false;
  /** True when this table continues a saved one. */
  readonly resumed: boolean;
  /** Real-time game (its bots have `reactionMs`): the host stamps every action's `at`. */
  readonly realtime: boolean;
  private readonly clock: RoundClock;

  constructor(settings: TableSettings) {
    super();
    // The take-back reads the table as it is at each call (the match changes over the table's life).
    const table = this;
    this.takeBacks = new TakeBacks({
      get match() { return table.match; },
      get over() { return table.over; },
      get realtime() { return table.realtime; },
      otherPeople: (seat) => this.seats.flatMap((s, i) => (i !== seat && personSeat(s) ? [i] : [])),
      applyTakeBack: (round, index, seat) => this.applyTakeBack(round, index, seat),
      announce: () => this.changed({}),
      log: (line) => this.emit('log', line),
    });
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
      const resumable = saved && !(saved.sidecar.endedBy || (saved.record && savedGameOver(saved)));
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
        this.seats = s.seats.map((r) => ({ ...emptySeat(), ...r, standIn: r.gone === true }));
        this.people = this.newPeople(settings.graceMs, settings.absent ?? s.absent ?? 'stand-in');
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
        this.people = this.newPeople(settings.graceMs, settings.absent ?? 'stand-in');
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
      this.clock = new RoundClock(this.realtime);
      this.syncClock();
      this.bots = new BotDriver(this, { ...settings.bot, ...(this.botPace ? paceTiming(this.botPace) : {}) });
      this.bots.warm();
      // Seats of people who were away when the host stopped get the grace period again.
      this.people.restarted();
      this.saveSidecar();
      this.startIfFull();
      if (this.match) this.bots.schedule();
    } catch (e) {
      // A table that cannot open leaves its directory free at once.
      this._closed = true;
      (this as { bots?: BotDriver }).bots?.stop();
      (this as unknown as { people?: SeatPeople }).people?.stop();
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

  /** Seats a newcomer may take: empty ones, and before the game those whose person left. */
  get freeSeats(): number {
    return this.seats.filter((_, i) => this.people.takeable(i)).length;
  }

  /** The game runs but none of its people is there: its bots wait, it is nobody's open table on the network. */
  get dormant(): boolean {
    return this.started && !this.over && this.people.nobodyHere;
  }

  get closed(): boolean {
    return this._closed;
  }

  /** What a seat whose person is away does: a stand-in after the grace time, or the table waits. */
  get absent(): AbsentPolicy {
    return this.people.absent;
  }

  private newPeople(graceMs: number | undefined, absent: AbsentPolicy): SeatPeople {
    const table = this;
    return new SeatPeople({
      seats: this.seats,
      get started() { return table.started; },
      get closed() { return table.closed; },
      seatsChanged: () => { this.saveSidecar(); this.changed({}); },
    }, graceMs ?? 20_000, absent);
  }

  get dataDir(): string | null {
    return this.store?.dir ?? null;
  }

  /** People waiting for a seat the host may give them (a new device, a latecomer). */
  get requests(): readonly SeatRequest[] {
    return this.seatRequests.list;
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
    info.absent = this.people.absent;
    const missing = this.match && !this.over ? this.people.missing(this.match.status().awaiting) : [];
    if (missing.length) info.missing = missing;
    // The codes go to the host's connections only (server.ts); everyone sees when a name is a seated person's.
    if (this.requests.length) {
      info.requests = this.requests.map(({ id, name, seat }) => {
        const same = sameNameSeat(this.seats, name);
        return { id, name, seat, ...(same !== null ? { sameName: same } : {}) };
      });
    }
    if (this.store?.status.failing) info.saving = 'failing';
    if (this.botsPaused) info.paused = true;
    info.takeBack = this.takeBacks.info();
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
    return tipFor(this, seat);
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
    // Names of people who left before the game do not count: their seats are free for anyone.
    const seated = this.seats.filter((_, i) => this.seats[i]!.kind === 'empty' || !this.people.takeable(i));
    const taken = nameTaken(seated, name);
    if (taken) return refuse('name-taken', `"${taken}" already sits at this table; pick another name (e.g. "${freeName(seated, name)}").`, true);
    let seat: number;
    if (hello.seat !== undefined) {
      if (hello.seat >= this.seats.length) return refuse('table-full', `There is no seat ${hello.seat} at this ${this.seats.length}-seat table.`, true);
      if (!this.people.takeable(hello.seat)) return refuse('table-full', `Seat ${hello.seat} is taken.`, true);
      seat = hello.seat;
    } else {
      // An empty seat first; else one whose person left before the game.
      seat = this.seats.findIndex((s) => s.kind === 'empty');
      if (seat < 0) seat = this.seats.findIndex((_, i) => this.people.takeable(i));
      if (seat < 0) return refuse('table-full', `The table is full: all ${this.seats.length} seats are taken.`, true);
    }
    const token = newToken();
    this.people.stopGrace(this.seats[seat]!);
    Object.assign(this.seats[seat]!, { ...emptySeat(), kind: 'human', name, tokenHash: hashToken(token), botClient: hello.bot === true });
    this.saveSidecar();
    return { ok: true, seat, token };
  }

  /** A client now holds `seat` (after a successful join). */
  connect(seat: Seat): void {
    this.people.here(seat);
    this.startIfFull();
    this.changed({});
  }

  /** A client holding `seat` went away. */
  disconnect(seat: Seat): void {
    this.people.away(seat);
    this.changed({});
  }

  /**
   * An action from `seat` (a client or a bot): the same path for both.
   * `actor` says who chose it: a host-side bot's action at a person's seat
   * (a stand-in) is marked `by: "stand-in"` in the record (docs/history.md).
   */
  act(seat: Seat, raw: { type: string; seat?: unknown; [k: string]: unknown }, cause: ChangeCause = {}, actor: Actor = 'person'): { ok: true } | Refusal {
    if (this._closed) return refuse('closed', 'The table is closing.');
    if (!this.match) return refuse('not-started', `The game starts when all seats are taken (${this.freeSeats} still free).`);
    if (this.over) return refuse('game-over', 'The game is over.');
    if (raw.seat !== undefined && raw.seat !== seat) {
      return refuse('not-your-seat', `You sit at seat ${seat}; you cannot act for seat ${String(raw.seat)}.`);
    }
    const rounds = this.match.record.rounds.length;
    // Real time: the host's clock on arrival is the only `at` that counts; a client's own is overwritten.
    const action = this.realtime ? { ...raw, seat, at: this.roundClock() } : { ...raw, seat };
    const out = this.match.act(action, { ...actedByMark(this.seats[seat]!, actor), ...seatedMark(this.seats[seat]!, this.match.record.players[seat]) });
    if (!out.ok) return refuse(out.error.code, out.error.message);
    this.seq++;
    // The table moved on: a take-back asked for before is void.
    this.takeBacks.clear();
    this.syncClock();
    // A game just over goes to disk whole before anyone hears of it (issue 27).
    this.store?.saveAction(this.match.record, this.match.record.rounds.length - rounds, this.over);
    this.changed({ ...cause, seat });
    return { ok: true };
  }

  /** The bots wait: paused, a take-back waits for people's answers, or the table has people and none is here. */
  get botsHeld(): boolean {
    return this.botsPaused || this.takeBacks.waiting || this.people.nobodyHere;
  }

  /** Everyone but `seat` is a bot or went home (a dropped person played by a stand-in still counts as a person). */
  private aloneAgainstBots(seat: Seat): boolean {
    return this.seats.every((s, i) => i === seat || s.kind === 'bot' || s.gone);
  }

  /**
   * "I'm going home": the person at `seat` leaves for good (people.ts).
   * When no person is left who may come back, the game ends early
   * (`endedBy: 'left'`): nobody will come back to it.
   */
  goHome(seat: Seat): { ok: true } | Refusal {
    const s = this.seats[seat];
    if (!s || s.kind !== 'human' || s.gone) return refuse('not-seated', 'You have no seat here to leave.');
    const name = s.name;
    this.people.goHome(seat);
    this.emit('log', `${name ?? `seat ${seat}`} went home`);
    if (this.match && !this.over && this.people.people.length === 0) this.end('left');
    this.saveSidecar();
    this.changed({});
    return { ok: true };
  }

  /** Host-only: what a seat whose person is away does (people.ts `setAbsent`). */
  setAbsent(absent: AbsentPolicy): { ok: true } {
    this.people.setAbsent(absent);
    this.saveSidecar();
    this.changed({});
    return { ok: true };
  }

  /** `seat` takes back its last action (takeBack.ts: alone at once, with people once they agree). */
  takeBack(seat: Seat): { ok: true; pending?: true } | Refusal {
    return this.takeBacks.ask(seat, this.aloneAgainstBots(seat));
  }

  /** A person's answer to the take-back asked for. */
  answerTakeBack(seat: Seat, accept: boolean): { ok: true } | Refusal {
    return this.takeBacks.answer(seat, accept);
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
    this.takeBacks.clear();
    this.store?.rewrite(this.match.record);
    this.emit('log', `seat ${seat} took back its last action (${match.record.rounds.reduce((n, r) => n + r.actions.length, 0) - this.seq} undone)`);
    this.changed({ seat });
  }

  /** Host-only: a bot takes an empty seat (or, before the game, the seat of a person who left). */
  seatBot(seat: number, level = this.botLevel): { ok: true } | Refusal {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) return refuse('no-such-seat', `There is no seat ${seat}.`);
    if (!this.people.takeable(seat)) return refuse('seat-taken', `Seat ${seat} is taken.`);
    this.people.stopGrace(this.seats[seat]!);
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
    this.people.stopGrace(s);
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
    this.end('host');
    this.saveSidecar();
    this.changed({});
    return { ok: true };
  }

  /** The game ends early; the record keeps what was played and says so (`meta.endedBy`). */
  private end(by: 'host' | 'left'): void {
    this.endedBy = by;
    if (this.match) {
      this.match.record.meta = { ...this.match.record.meta, endedBy: by };
      // On disk, marked ended, before anyone hears of it (issue 27).
      this.store?.saveRecordNow(this.match.record);
    }
  }

  // ---- the host runs the table: seat requests, hand-over, play again ----

  /** A spectator asks for a seat; one open request per person (`replaces` their earlier one). */
  askSeat(name: string, seat: Seat | null, replaces: number | null): { ok: true; id: number; code: string } | Refusal {
    if (this.over) return refuse('game-over', 'The game is over.');
    if (seat !== null && seat >= this.seats.length) return refuse('no-such-seat', `There is no seat ${seat + 1}.`);
    const out = this.seatRequests.add(name, seat, replaces);
    if (out.ok) this.changed({});
    return out;
  }

  /** A request ends (refused, granted, or its connection left). */
  dropRequest(id: number, announce = true): void {
    if (this.seatRequests.drop(id) && announce) this.changed({});
  }

  /**
   * Host-only: the person behind request `id` gets `seat` with a new token —
   * an empty seat, a bot's or a stand-in's, or a person's own seat on a new
   * device (the old token stops working; its connections are told
   * `replaced`). The caller connects the asker (`connect`).
   */
  giveSeat(id: number, seat: number): { ok: true; seat: Seat; token: string } | Refusal {
    const req = this.seatRequests.find(id);
    if (!req) return refuse('no-such-request', 'Nobody is waiting with that request (they may have left).');
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) return refuse('no-such-seat', `There is no seat ${seat + 1}.`);
    if (this.over) return refuse('game-over', 'The game is over.');
    const s = this.seats[seat]!;
    this.people.stopGrace(s);
    const hadPerson = s.kind === 'human' && !s.gone;
    const token = newToken();
    Object.assign(s, { kind: 'human', name: req.name, level: s.kind === 'bot' ? s.level : null, tokenHash: hashToken(token), standIn: false, gone: false, graceTimer: null });
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
    // Who went home plays no new game: a bot takes the seat.
    this.seats.forEach((s, i) => { if (s.gone) this.makeBot(i, this.botLevel); });
    const lastDealer = firstDealer(this.match.record);
    // The finished record lands, then moves to finished/<id>.json before the new game writes record.json.
    this.restarting = true;
    try {
      await this.flush();
      this.store?.archive(this.id);
    } finally {
      this.restarting = false;
    }
    if (this._closed) return refuse('closed', 'The table is closing.');
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
    this.clock.reset();
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
    if (this._closed) await this.store?.close();
  }

  /** Stop timers and make the last save durable (await `flush()` for it to land). */
  close(): void {
    if (this._closed) return;
    this._closed = true;
    this.bots.stop();
    this.people.stop();
    if (this.match) this.store?.saveRecord(this.match.record, true);
    this.saveSidecar();
  }

  /** Ms since the current record round began (roundClock.ts): what the host stamps as `at` on arrival. */
  roundClock(): number {
    return this.clock.now();
  }

  private syncClock(): void {
    this.clock.sync(this.match?.record);
  }

  /** Seats a host-side bot plays now: bots, and dropped people after the grace period. */
  botControls(seat: Seat): boolean {
    const s = this.seats[seat]!;
    return s.kind === 'bot' || s.standIn;
  }

  personAt(seat: Seat): boolean {
    const s = this.seats[seat]!;
    return s.kind === 'human' && !s.botClient && !s.standIn;
  }

  private makeBot(seat: number, level: string): void {
    Object.assign(this.seats[seat]!, { kind: 'bot', name: botName(seat), level, tokenHash: null, botClient: false, standIn: false, gone: false });
  }

  private startIfFull(): void {
    // Everyone seated must be here: a seat taken and left before the start is free again, not a stand-in's.
    if (this.match || this.seats.some((s) => s.kind === 'empty') || !this.people.everyoneHere || this._closed) return;
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
    if (this.people.absent !== 'stand-in') sidecar.absent = this.people.absent;
    if (this.tips) sidecar.tips = true;
    this.store.saveSidecar(sidecar);
  }

  private changed(cause: ChangeCause): void {
    if (this._closed) return;
    this.emit('change', cause);
    this.bots.schedule();
  }
}

/**
 * The record's `by` mark of an action (issue 27; docs/history.md): a bot's
 * seat (host bot or bot client) acts as `bot`; the host's bot acting on a
 * person's seat as `stand-in`; a person's own action has no mark.
 */
/** Who holds the seat, when that is not its name in the record (someone took it over mid-game: docs/history.md `who`). */
function seatedMark(s: SeatState, listed: string | undefined): { who?: string } {
  return s.name && listed !== undefined && s.name !== listed ? { who: s.name } : {};
}

function actedByMark(s: SeatState, actor: Actor): { by?: ActedBy } {
  if (s.kind === 'bot' || s.botClient) return { by: 'bot' };
  return actor === 'bot' && s.kind === 'human' ? { by: 'stand-in' } : {};
}
