import { afterEach, describe, expect, it } from 'vitest';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

/**
 * First-game reasons only for who asked (docs/protocol.md "First-game
 * reasons"): a connection says it wants them (`hello.firstGame` or the
 * `firstGame` message); the host works them out only for such a connection
 * and sends them only to the seat whose turn it is. Turning the mode on in
 * the middle of a turn brings that turn's reasons at once (`whyNot`).
 * Over real sockets against a Dubbe table of bots.
 */
const running: RunningTable[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

type View = { seat: number; awaiting: number[]; legal: { type: string; card?: string }[]; phase: string; hand: string[] | null };
type Reasons = { action: { type: string; card?: string }; code: string }[];
type State = { seq: number; view: unknown; whyNot?: Reasons };

async function table(seed: string): Promise<RunningTable> {
  const t = await startTable({
    game: 'dubbe', seats: 3, bots: 2, botLevel: 'easy', options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null,
    seed, dataDir: null, bot: { delayMs: 5 },
  });
  running.push(t);
  return t;
}

async function client(t: RunningTable, hello: Record<string, unknown>): Promise<TestClient> {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  await c.join(hello);
  return c;
}

const myTurn = (v: View | null): v is View => !!v && v.awaiting.includes(v.seat) && v.legal.length > 0;
/** The cards of my hand the rules refuse now (play phase), sorted. */
const refused = (v: View): string[] => {
  if (v.phase !== 'play') return [];
  const legal = new Set(v.legal.map((a) => a.card));
  return v.hand!.filter((card) => !legal.has(card)).sort();
};

/**
 * Plays `c`'s first legal choice on each of its turns until a turn on which
 * some card is refused; every state on the way goes to `seen`. Returns that turn's state.
 */
async function untilRefusedTurn(c: TestClient, seen: State[]): Promise<State> {
  let last = -1;
  for (let step = 0; step < 60; step++) {
    const state = await c.next('state', (m) => m.seq > last && myTurn(m.view as unknown as View | null), 20_000);
    last = state.seq;
    const view = state.view as unknown as View;
    if (refused(view).length > 0) return state as unknown as State;
    const { seat: _s, ...action } = view.legal[0] as Record<string, unknown>;
    c.send({ type: 'action', id: step, action });
  }
  throw new Error('no turn with a refused card within 60 turns');
}

const statesOf = (c: TestClient): State[] => c.received.filter((m) => m.type === 'state') as unknown as State[];

describe('first-game reasons only for who asked', () => {
  it('without asking, a seat gets no reasons and the host works none out; a spectator that asks gets none either', async () => {
    const t = await table('ask-1');
    let computed = 0;
    const real = t.table.whyNot.bind(t.table);
    t.table.whyNot = (seat) => { computed++; return real(seat); };
    const c = await client(t, { name: 'Anna' });
    const eve = await client(t, { name: 'Eve', spectate: true, firstGame: true });
    eve.send({ type: 'firstGame', on: true });
    const turn = await untilRefusedTurn(c, []);
    expect(turn.whyNot).toBeUndefined();
    for (const s of statesOf(c)) expect(s.whyNot).toBeUndefined();
    expect(computed).toBe(0);
    // The spectator's switch was taken (no error) and changed nothing.
    await new Promise((r) => setTimeout(r, 100));
    expect(eve.received.filter((m) => m.type === 'error')).toEqual([]);
    expect(eve.received.some((m) => (m.type as string) === 'whyNot')).toBe(false);
    for (const s of statesOf(eve)) expect(s.whyNot).toBeUndefined();
    expect(c.invalid).toEqual([]);
    expect(eve.invalid).toEqual([]);
  }, 90_000);

  it('asked in hello: each turn of mine brings exactly the refused cards; the other states none', async () => {
    const t = await table('ask-2');
    const c = await client(t, { name: 'Anna', firstGame: true });
    const turn = await untilRefusedTurn(c, []);
    const view = turn.view as View;
    expect((turn.whyNot ?? []).map((w) => w.action.card).sort()).toEqual(refused(view));
    for (const w of turn.whyNot!) expect(w.code).toBe('must-follow-suit');
    for (const s of statesOf(c)) {
      const v = s.view as View | null;
      if (!myTurn(v)) expect(s.whyNot).toBeUndefined();
      else expect((s.whyNot ?? []).map((w) => w.action.card).sort()).toEqual(refused(v));
    }
    expect(c.invalid).toEqual([]);
  }, 90_000);

  it('switched on in the middle of my turn: the reasons come at once; switched off: no more', async () => {
    const t = await table('ask-3');
    const c = await client(t, { name: 'Anna' });
    const turn = await untilRefusedTurn(c, []);
    expect(turn.whyNot).toBeUndefined();
    c.send({ type: 'firstGame', on: true });
    const reply = await c.next('whyNot' as 'state', () => true, 5000) as unknown as { seq: number; whyNot: Reasons };
    expect(reply.seq).toBe(turn.seq);
    expect(reply.whyNot.map((w) => w.action.card).sort()).toEqual(refused(turn.view as View));
    // My card: the next state of my turn carries its reasons by itself.
    const view = turn.view as View;
    const { seat: _s, ...action } = view.legal[0] as Record<string, unknown>;
    c.send({ type: 'action', id: 1, action });
    const mine = await c.next('state', (m) => m.seq > turn.seq && myTurn(m.view as unknown as View | null), 20_000) as unknown as State;
    expect((mine.whyNot ?? []).map((w) => w.action.card).sort()).toEqual(refused(mine.view as View));
    // Off again: later turns bring nothing, and turning it off is not answered.
    c.send({ type: 'firstGame', on: false });
    const { seat: _t, ...next } = (mine.view as View).legal[0] as Record<string, unknown>;
    c.send({ type: 'action', id: 2, action: next });
    const again = await untilRefusedTurn(c, []);
    expect(again.whyNot).toBeUndefined();
    expect(c.received.filter((m) => (m.type as string) === 'whyNot').length).toBe(1);
    expect(c.invalid).toEqual([]);
  }, 90_000);

  it('switched on while it is not my turn: an empty answer, nothing about the others; a bad switch is refused', async () => {
    const t = await table('ask-4');
    const c = await client(t, { name: 'Anna' });
    // Stop the bots so it stays their turn while I ask.
    const turn = await untilRefusedTurn(c, []);
    const { seat: _s, ...action } = (turn.view as View).legal[0] as Record<string, unknown>;
    t.table.pauseBots(0, true);
    c.send({ type: 'action', id: 1, action });
    const after = await c.next('state', (m) => m.seq > turn.seq, 20_000);
    expect(myTurn(after.view as unknown as View)).toBe(false);
    c.send({ type: 'firstGame', on: true });
    const reply = await c.next('whyNot' as 'state', () => true, 5000) as unknown as { seq: number; whyNot: Reasons };
    expect(reply.whyNot).toEqual([]);
    c.send({ type: 'firstGame', on: 'yes' });
    const err = await c.next('error', () => true, 5000);
    expect(err.code).toBe('bad-message');
    expect(c.invalid).toEqual([]);
  }, 90_000);
});
