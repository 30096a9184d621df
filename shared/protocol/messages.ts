import { z } from 'zod';

/**
 * The table protocol over WebSocket (documented in docs/protocol.md).
 * Every message is one JSON object with a `type`; both directions are
 * validated with these schemas. Bumped on any incompatible change.
 */
export const PROTOCOL_VERSION = 5;
/** Bigger frames get a `too-big` error (a hand of cards is far below this). */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Frames beyond this are not even read: the connection is closed (1009). */
export const HARD_MAX_MESSAGE_BYTES = 1024 * 1024;
/** mDNS service type: `_stammtisch._tcp`. */
export const MDNS_TYPE = 'stammtisch';
/** The documented default port; the host falls back to a free one when it is taken. */
export const DEFAULT_PORT = 47474;

const Name = z.string().trim().min(1).max(32);
const Seat = z.number().int().min(0).max(15);
export const BotLevel = z.enum(['random', 'easy', 'medium', 'hard']);
export type BotLevel = z.infer<typeof BotLevel>;

// ---- client → host ----
export const HelloMessage = z.object({
  type: z.literal('hello'),
  protocol: z.number().int(),
  name: Name,
  /** Reconnect token from an earlier `welcome`: takes that seat back. */
  token: z.string().max(128).optional(),
  /** A wished seat; without it the first free seat. */
  seat: Seat.optional(),
  /** Watch only: the public view, no seat. */
  spectate: z.boolean().optional(),
  /** The admin token the host process holds: allows the host-only commands. */
  admin: z.string().max(128).optional(),
  /** A program plays this seat (`stammtisch bot`): the others see the seat's kind as `bot`. */
  bot: z.boolean().optional(),
  /** This connection wants first-game reasons (`state.whyNot`) from the start; changed later by `firstGame`. */
  firstGame: z.boolean().optional(),
});

export const ClientMessage = z.discriminatedUnion('type', [
  /** First message: take a seat (a free one, or `seat`), or come back with a reconnect token, or watch. */
  HelloMessage,
  /** A game action for the sender's own seat; `seat` is filled in by the host. */
  z.object({
    type: z.literal('action'),
    id: z.number().int().optional(),
    action: z.looseObject({ type: z.string().max(32), seat: z.number().optional() }),
  }),
  /** Ask what a strong bot would do now for my seat (docs/protocol.md "Tips"); answered by `tip` or an error with `replyTo`. */
  z.object({ type: z.literal('tip'), id: z.number().int().optional() }),
  /** The finished game's record (docs/protocol.md "The record"): through the encrypted connection, so a locked table's needs its code. */
  z.object({ type: z.literal('record') }),
  /** Host-only: put a bot into an empty seat (or take over a seat that a human left). */
  z.object({ type: z.literal('seatBot'), seat: Seat, level: BotLevel.optional() }),
  /** Host-only: remove whoever sits there (before the game: the seat becomes free; during it: a bot takes over). */
  z.object({ type: z.literal('removePlayer'), seat: Seat }),
  /** Host-only: end the game now. */
  z.object({ type: z.literal('endGame') }),
  /** A spectator asks the host for a seat: `seat` (e.g. their own, from a new device) or any. */
  z.object({ type: z.literal('askSeat'), seat: Seat.optional() }),
  /** Host-only: the person behind `request` gets `seat` (empty, a bot's, a stand-in's, or a person's on a new device). */
  z.object({ type: z.literal('giveSeat'), request: z.number().int().min(1), seat: Seat }),
  /** Host-only: say no to a seat request. */
  z.object({ type: z.literal('refuseSeat'), request: z.number().int().min(1) }),
  /** Host-only, once the game is over: a new game at the same seats with the same options. */
  z.object({ type: z.literal('playAgain') }),
  /**
   * Take back my last action. Alone against bots at once (with the bots'
   * moves after it); with people it asks them (`table.takeBack`) and reaches
   * only to my own card of the current trick.
   */
  z.object({ type: z.literal('takeBack') }),
  /** A person asked by `table.takeBack` agrees or refuses. */
  z.object({ type: z.literal('takeBackAnswer'), accept: z.boolean() }),
  /** A person alone against bots pauses (or resumes) them. */
  z.object({ type: z.literal('pauseBots'), paused: z.boolean() }),
  /**
   * "I'm going home": the sender leaves its seat for good (docs/protocol.md
   * "Leaving"). Before the game the seat is free again; during it a stand-in
   * plays it until the host gives it to someone who asks; when no person is
   * left the game ends (`endedBy: 'left'`). The connection stays as a spectator.
   */
  z.object({ type: z.literal('goHome') }),
  /** Host-only: what a seat whose person is away does — a stand-in after the grace time, or the table waits. */
  z.object({ type: z.literal('absent'), absent: z.enum(['stand-in', 'wait']) }),
  /**
   * First-game mode on or off for this connection (docs/protocol.md
   * "First-game reasons"): only then does the host work out `state.whyNot`
   * for it. Turned on, it is answered at once by `whyNot` for the current state.
   */
  z.object({ type: z.literal('firstGame'), on: z.boolean() }),
  /** A `patch` did not fit the state this client holds (docs/protocol.md "State and patch"): send the whole state again. */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
export type HelloMessage = z.infer<typeof HelloMessage>;

// ---- host → client ----
/** First-game reasons: choices the seat can see that the rules refuse now, with the rule's code (`Game.whyNot`). */
export const WhyNotList = z.array(z.object({
  action: z.looseObject({ type: z.string() }),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}));
export type WhyNotList = z.infer<typeof WhyNotList>;

export const SeatInfo = z.object({
  name: z.string().nullable(),
  kind: z.enum(['empty', 'human', 'bot']),
  /** Humans: a client holds the seat now. Bots: always true. */
  connected: z.boolean(),
  /** A dropped player's seat is played by a bot until they return. */
  botStandIn: z.boolean().optional(),
  /** For bots and stand-ins: the bot level. */
  level: z.string().optional(),
  /** The person went home for good: a stand-in plays the seat until the host gives it to someone who asks. */
  gone: z.boolean().optional(),
});
export type SeatInfo = z.infer<typeof SeatInfo>;

export const TableInfo = z.object({
  /** Changes with every new game at this host (a restart resumes the same id). */
  id: z.string(),
  name: z.string(),
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  seats: z.array(SeatInfo),
  /** True when joining needs the table code. */
  locked: z.boolean(),
  /** The game starts as soon as every seat is taken. */
  started: z.boolean(),
  over: z.boolean(),
  /** `game.results(state)` once the game is over (public by definition), else null. */
  results: z.unknown().nullable(),
  /** Set when the game ended early: the `host` ended it, or every person `left` for good. */
  endedBy: z.enum(['host', 'left']).optional(),
  /**
   * What a seat does whose person is away (docs/protocol.md "Leaving"):
   * `stand-in` — a bot plays it after the grace time; `wait` — the table
   * waits at that seat's turn. The host sets it (`absent`).
   */
  absent: z.enum(['stand-in', 'wait']).optional(),
  /** Seats the game waits for now whose person is away and no stand-in plays: the table pauses until they are back or the host decides. */
  missing: z.array(Seat).optional(),
  /** People watching who asked for a seat (`askSeat`); the host answers with `giveSeat` or `refuseSeat`. */
  requests: z.array(z.object({
    id: z.number().int(), name: z.string(), seat: Seat.nullable(),
    /** Only to the host's connections: the code the asking device shows (`seatAsked`); the host compares it with the person in the room. */
    code: z.string().optional(),
    /** The seat of the person whose name this one reads the same as (look-alike letters included): the prompt says so. */
    sameName: Seat.optional(),
  })).optional(),
  /** Set while the host cannot save (disk full or read-only): the table goes on from memory, a crash now would lose what is not saved. */
  saving: z.literal('failing').optional(),
  /** The bots wait (`pauseBots`). */
  paused: z.boolean().optional(),
  /** A take-back someone asked for, and the seats whose consent it still waits for. */
  takeBack: z.object({ seat: Seat, waitingFor: z.array(Seat) }).nullable().optional(),
  /** Tips for every seat (a table option); a seat alone against bots gets them anyway. */
  tips: z.boolean().optional(),
});
export type TableInfo = z.infer<typeof TableInfo>;

export const ServerMessage = z.discriminatedUnion('type', [
  /**
   * The host's first frame on every connection, in clear: the start of the
   * handshake (shared/protocol/secure/handshake.ts); the client answers with
   * `pake`, and from then on every frame both ways is sealed.
   */
  z.object({
    type: z.literal('challenge'),
    protocol: z.number().int(),
    /** The table id the keys are bound to (compare with the one you meant to join). */
    table: z.string(),
    /** The handshake's session id: 16 random bytes, hex; new for every connection. */
    nonce: z.string(),
    /** The table code is the handshake's password. */
    locked: z.boolean(),
    /** The host's CPace share (32 bytes, hex). */
    share: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  z.object({
    type: z.literal('welcome'),
    protocol: z.number().int(),
    seat: Seat.nullable(),
    /** Keep it: `hello` with it takes this seat back after a drop or a host restart. */
    token: z.string().nullable(),
    admin: z.boolean(),
    table: TableInfo,
  }),
  /**
   * The sender's own view of the game (`game.view(state, seat)`, spectators
   * `view(state, null)`), after every change; null before the game starts.
   * `seq` counts accepted actions since the game began.
   */
  z.object({
    type: z.literal('state'),
    seq: z.number().int(),
    /** The host's change number (never goes back on one connection); a `patch` names the one it builds on. */
    v: z.number().int(),
    table: TableInfo,
    view: z.looseObject({ game: z.string() }).nullable(),
    /** The `id` of this client's action that caused this state. */
    replyTo: z.number().int().optional(),
    /**
     * First-game mode (docs/protocol.md "First-game reasons"), only for a
     * connection that asked (`hello.firstGame`, `firstGame`): when it is the
     * seat's turn, the choices it can see that the rules refuse now (e.g.
     * cards of its hand) with the rule's code (`Game.whyNot`); absent otherwise.
     */
    whyNot: WhyNotList.optional(),
  }),
  /**
   * The answer to `firstGame` turned on: the reasons for the state `seq`
   * (empty when it is not the seat's turn or nothing is refused). Seated
   * connections only.
   */
  z.object({ type: z.literal('whyNot'), seq: z.number().int(), whyNot: WhyNotList }),
  /**
   * A state sent as what changed since the one this connection got last
   * (docs/protocol.md "State and patch"; shared/protocol/stateFrames.ts
   * applies it): it applies only to the state whose `v` is `base`, else the
   * client asks `resync`. `table` only when it changed; `view` holds the
   * view's top-level fields that changed, `gone` the ones that are no more.
   * `seq`, `v`, `replyTo` and `whyNot` as in `state`.
   */
  z.object({
    type: z.literal('patch'),
    seq: z.number().int(),
    v: z.number().int(),
    base: z.number().int(),
    table: TableInfo.optional(),
    view: z.record(z.string(), z.unknown()),
    gone: z.array(z.string()).optional(),
    replyTo: z.number().int().optional(),
    whyNot: WhyNotList.optional(),
  }),
  /** A refused message or action; sent to that client only, nothing changed. */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    replyTo: z.number().int().optional(),
    /** The host closes the connection after a fatal error (wrong code, table full, …). */
    fatal: z.boolean().optional(),
  }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
  /** To a spectator whose `askSeat` the host took: its request and the code to show the host (the host's prompt shows the same). */
  z.object({ type: z.literal('seatAsked'), request: z.number().int(), code: z.string() }),
  /** The answer to `tip`: the action a hard bot chose from the seat's view at `seq`, and the game's reason for it. */
  z.object({
    type: z.literal('tip'),
    replyTo: z.number().int().optional(),
    seq: z.number().int(),
    action: z.looseObject({ type: z.string(), seat: z.number() }),
    reason: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).nullable(),
  }),
  /** The answer to `record` once the game is over: the table record and the file name to save it under. */
  z.object({ type: z.literal('record'), file: z.string(), record: z.unknown() }),
  /** The host closes this connection: `shutdown`, `removed`, `replaced` (same seat joined elsewhere, or handed to a new device by the host). */
  z.object({ type: z.literal('bye'), reason: z.enum(['shutdown', 'removed', 'replaced']), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

/** `GET /api/table`: what a browser or a lobby shows before joining. */
export const PublicTableInfo = z.object({
  name: z.string(),
  game: z.string(),
  seats: z.number().int(),
  free: z.number().int(),
  protocol: z.number().int(),
  locked: z.boolean(),
  started: z.boolean(),
  over: z.boolean(),
  players: z.array(SeatInfo),
  /** The game's name in both languages, for the join form. */
  title: z.object({ de: z.string(), en: z.string() }).optional(),
  /** The table's game options (public: shown before joining). */
  options: z.record(z.string(), z.unknown()).optional(),
  /** Every seat may ask for tips ("Tips allowed" in the lobby, `stammtisch host --tips`); shown on the join form. */
  tips: z.boolean().optional(),
});
export type PublicTableInfo = z.infer<typeof PublicTableInfo>;

/** Close codes (besides 1000/1001/1009) used by the host. */
export const CLOSE = {
  protocol: 4000,
  full: 4001,
  denied: 4003,
  flood: 4008,
  removed: 4009,
  replaced: 4010,
  /** Too many connections (per address or in total) or spectators, or too many wrong codes: try later. */
  busy: 4029,
  /** A browser page from another origin than the table's own pages (or the lobby on the guest's own machine). */
  origin: 4004,
} as const;
