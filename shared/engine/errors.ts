/**
 * Two kinds of failure, kept apart because callers treat them differently:
 * a RuleError is a well-formed action the rules refuse (the state is
 * untouched, the player is told why); a RecordError means the input is not
 * a valid record or deal at all (replay exits 2).
 */
export interface RuleError {
  /** Stable machine-readable code, e.g. "must-follow-suit". */
  code: string;
  /** A sentence for people that names the rule, e.g. "Follow suit: …". */
  message: string;
  /** What the sentence is about (e.g. `{ suit: 'hearts' }`), so a UI can say it in its own language. */
  params?: Record<string, string | number>;
}

export type Outcome<S> = { ok: true; state: S } | { ok: false; error: RuleError };

export const refuse = (code: string, message: string, params?: Record<string, string | number>): { ok: false; error: RuleError } => ({
  ok: false,
  error: params ? { code, message, params } : { code, message },
});

export const accept = <S>(state: S): { ok: true; state: S } => ({ ok: true, state });

export class RecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordError';
  }
}
