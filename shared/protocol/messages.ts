import { z } from 'zod';

/**
 * The table protocol over WebSocket (documented in docs/protocol.md).
 * Every message is one JSON object with a `type`; both directions are
 * validated with these schemas. Bumped on any incompatible change.
 */
export const PROTOCOL_VERSION = 1;
/** Bigger frames are refused by the server (a hand of cards is far below this). */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const Name = z.string().trim().min(1).max(32);
const Seat = z.number().int().min(0).max(15);
export const BotLevel = z.enum(['random', 'easy', 'medium', 'hard']);

// ---- client → host ----
export const ClientMessage = z.discriminatedUnion('type', [
  /** First message: take a seat (a free one, or `seat`), or come back with a reconnect token, or watch. */
  z.object({
    type: z.literal('hello'),
    protocol: z.number().int(),
    name: Name,
    token: z.string().max(128).optional(),
    code: z.string().max(16).optional(),
    seat: Seat.optional(),
    spectate: z.boolean().optional(),
  }),
  /** A game action for the sender's own seat; `seat` is filled in by the host. */
  z.object({ type: z.literal('action'), id: z.number().int().optional(), action: z.looseObject({ type: z.string().max(32) }) }),
  /** Host-only commands, authorised by the admin token the host process holds. */
  z.object({ type: z.literal('seatBot'), seat: Seat, level: BotLevel.optional() }),
  z.object({ type: z.literal('removePlayer'), seat: Seat }),
  z.object({ type: z.literal('endGame') }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

// ---- host → client ----
export const SeatInfo = z.object({
  name: z.string().nullable(),
  kind: z.enum(['empty', 'human', 'bot']),
  connected: z.boolean(),
  /** A dropped player's seat is played by a bot until they return. */
  botStandIn: z.boolean().optional(),
});
export type SeatInfo = z.infer<typeof SeatInfo>;

export const TableInfo = z.object({
  name: z.string(),
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  seats: z.array(SeatInfo),
  /** True when joining needs the table code. */
  locked: z.boolean(),
  over: z.boolean(),
});
export type TableInfo = z.infer<typeof TableInfo>;

export const ServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), protocol: z.number().int(), seat: Seat.nullable(), token: z.string().nullable(), table: TableInfo, admin: z.boolean().optional() }),
  /** The sender's own view of the game (`game.view(state, seat)`), after every change. */
  z.object({ type: z.literal('state'), seq: z.number().int(), table: TableInfo, view: z.looseObject({ game: z.string() }) }),
  /** A refused message or action; sent to that client only, nothing changed. */
  z.object({ type: z.literal('error'), code: z.string(), message: z.string(), replyTo: z.number().int().optional() }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
  z.object({ type: z.literal('bye'), reason: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
