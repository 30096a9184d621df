/** A request the table says no to: a stable `code` for programs, a `message` for people; `fatal` closes the connection. */
export type Refusal = { ok: false; code: string; message: string; fatal?: boolean };

export const refuse = (code: string, message: string, fatal = false): Refusal => ({ ok: false, code, message, fatal });

/** Why the table changed, so the acting client gets `replyTo`. */
export interface ChangeCause {
  seat?: number;
  replyTo?: number;
  client?: unknown;
}
