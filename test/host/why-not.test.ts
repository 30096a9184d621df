import { afterEach, describe, expect, it } from 'vitest';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

/**
 * First-game mode (issue 17, docs/protocol.md "First-game reasons"): with
 * each state, a seat whose turn it is and whose connection asked
 * (`hello.firstGame`; test/host/first-game-ask.test.ts) gets `whyNot`, the cards of its own
 * hand it may not play and the rule's code, worked out by the host from the
 * game's rules. Over a real socket: the list is exactly the hand minus the
 * legal cards; no list when it is not the seat's turn, none for spectators.
 */
const running: RunningTable[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

type View = { seat: number; awaiting: number[]; legal: { type: string; card?: string }[]; phase: string; hand: string[] | null };
type WhyNot = { action: { type: string; card?: string }; code: string; params?: Record<string, unknown> }[];

describe('first-game reasons over the protocol', () => {
  it('Dubbe alone against bots: whyNot lists exactly my unplayable cards, with must-follow-suit and the suit', async () => {
    const t = await startTable({
      game: 'dubbe', seats: 3, bots: 2, botLevel: 'easy', options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null,
      seed: 'why-not-1', dataDir: null, bot: { delayMs: 5 },
    });
    running.push(t);
    const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(c);
    await c.join({ name: 'Anna', firstGame: true });
    const watcher = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(watcher);
    await watcher.join({ name: 'Eve', spectate: true, firstGame: true });
    let explained = 0;
    for (let step = 0; step < 40 && explained < 2; step++) {
      const state = await c.next('state', (m) => {
        const v = m.view as unknown as View | null;
        return !!v && v.awaiting.includes(v.seat) && v.legal.length > 0;
      }, 20_000);
      const view = state.view as unknown as View;
      const whyNot = (state as unknown as { whyNot?: WhyNot }).whyNot ?? [];
      if (view.phase === 'play') {
        const legal = new Set(view.legal.map((a) => a.card));
        const unplayable = view.hand!.filter((card) => !legal.has(card)).sort();
        expect(whyNot.map((w) => w.action.card).sort()).toEqual(unplayable);
        for (const w of whyNot) {
          expect(w.code).toBe('must-follow-suit');
          expect(['blue', 'brown', 'yellow', 'green', 'red']).toContain(w.params?.suit);
        }
        if (whyNot.length > 0) explained++;
      } else {
        expect(whyNot).toEqual([]);
      }
      const pick = view.legal[0]!;
      const { seat: _s, ...action } = pick as Record<string, unknown>;
      c.send({ type: 'action', id: step, action: action as { type: string } });
      // The state after my card: not my turn, so no reasons.
      const after = await c.next('state', (m) => m.seq > state.seq, 20_000);
      const v = after.view as unknown as View;
      if (!v.awaiting.includes(v.seat)) expect((after as unknown as { whyNot?: WhyNot }).whyNot).toBeUndefined();
    }
    expect(explained).toBeGreaterThan(0);
    const seen = await watcher.next('state', (m) => m.view !== null);
    expect((seen as unknown as { whyNot?: WhyNot }).whyNot).toBeUndefined();
  }, 90_000);
});
