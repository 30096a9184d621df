import { afterEach, describe, expect, it } from 'vitest';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

/**
 * Tips (issue 17, docs/protocol.md "Tips"): over a real socket, a seat
 * alone against bots asks what a hard bot would play and gets one of its
 * own legal actions with the game's reason; a table with a second person
 * and no tips option refuses; one tip at a time per connection.
 */
const running: RunningTable[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

type View = { seat: number; awaiting: number[]; legal: Record<string, unknown>[]; phase: string };

async function table(seats: number, bots: number, tips = false, game = 'dubbe'): Promise<RunningTable> {
  // Slow bots: the person's turn stays put while the tip is worked out.
  const t = await startTable({
    game, seats, bots, botLevel: 'easy', options: game === 'dubbe' ? { rounds: seats } : {}, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null,
    seed: 'tips', dataDir: null, tips, bot: { delayMs: 50 },
  });
  running.push(t);
  return t;
}

async function seated(t: RunningTable, name: string): Promise<TestClient> {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  await c.join({ name });
  return c;
}

/** An action as sorted JSON: key order is not meaning. */
const canon = (a: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(a).sort(([x], [y]) => x.localeCompare(y))));

/** The first state in which this seat has to choose. */
const myTurn = (c: TestClient) => c.next('state', (m) => {
  const v = m.view as unknown as View | null;
  return !!v && v.awaiting.includes(v.seat) && v.legal.length > 0;
}, 20_000);

describe('tips over the protocol', () => {
  it('alone against bots: a tip is one of my legal actions, with a reason, for the state I see', async () => {
    const t = await table(3, 2);
    const c = await seated(t, 'Anna');
    const answered: string[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const state = await myTurn(c);
      const view = state.view as unknown as View;
      c.send({ type: 'tip', id: 100 + turn });
      const tip = await c.next('tip', (m) => m.replyTo === 100 + turn, 20_000);
      expect(tip.seq).toBe(state.seq);
      expect(view.legal.map(canon)).toContain(canon(tip.action));
      expect(['trump', 'lead', 'wins', 'ducks', 'collect']).toContain(tip.reason!.code);
      answered.push(tip.reason!.code);
      // Follow the tip: it is legal, so the host takes it.
      const { seat: _s, ...action } = tip.action;
      c.send({ type: 'action', id: 200 + turn, action });
      await c.next('state', (m) => m.seq > state.seq, 20_000);
    }
    expect(answered).toHaveLength(4);
  }, 90_000);

  it('with another person at the table and tips off: refused; with the option on: answered', async () => {
    const off = await table(3, 1);
    const a = await seated(off, 'Anna');
    await seated(off, 'Ben');
    await a.next('state', (m) => m.view !== null);
    a.send({ type: 'tip', id: 1 });
    const refused = await a.next('error', (m) => m.replyTo === 1);
    expect(refused.code).toBe('tips-off');

    const on = await table(3, 1, true);
    const c = await seated(on, 'Clara');
    const d = await seated(on, 'Dora');
    expect((await c.next('state')).table.tips).toBe(true);
    // Whoever has the first choice asks.
    const first = await Promise.race([myTurn(c).then(() => c), myTurn(d).then(() => d)]);
    first.send({ type: 'tip', id: 2 });
    first.send({ type: 'tip', id: 3 });
    const busy = await first.next('error', (m) => m.replyTo === 3);
    expect(busy.code).toBe('tip-busy');
    const tip = await first.next('tip', (m) => m.replyTo === 2, 20_000);
    expect(tip.action.type).toBe('declareTrump');
  }, 60_000);

  /** Trick reasons of shared/engine/trick-tip.ts (plus the Fox's in Doppelkopf). */
  const CARD_REASONS = ['only', 'lead', 'leadAce', 'leadTrump', 'wins', 'smear', 'partner', 'lowestFollow', 'smearGuess', 'lost', 'duck', 'under', 'avoidLead', 'avoidUnder', 'avoidForced', 'foxHome', 'keepsFox'];

  for (const game of ['doppelkopf', 'dobbm']) {
    it(`${game}: a tip for a card carries the reason why, for that card`, async () => {
      const t = await table(4, 3, false, game);
      const c = await seated(t, 'Anna');
      for (let turn = 0; turn < 12; turn++) {
        const state = await myTurn(c);
        const view = state.view as unknown as View;
        c.send({ type: 'tip', id: 300 + turn });
        const tip = await c.next('tip', (m) => m.replyTo === 300 + turn, 20_000);
        expect(view.legal.map(canon)).toContain(canon(tip.action));
        expect(tip.reason).not.toBeNull();
        if (tip.action.type === 'play') {
          expect(CARD_REASONS).toContain(tip.reason!.code);
          expect(tip.reason!.params?.card).toBe(tip.action.card);
          return;
        }
        // A call before the cards is named by its kind.
        expect(tip.reason!.code).toMatch(/^(reserve|announce|call|discard|povertyPass|povertyAnswer|povertyReturn|joker)$/);
        const { seat: _s, ...action } = tip.action;
        c.send({ type: 'action', id: 400 + turn, action });
        await c.next('state', (m) => m.seq > state.seq, 20_000);
      }
      throw new Error('no card was ever due');
    }, 120_000);
  }

  it('the symbol game has no tips: a tip would be the answer to the race', async () => {
    const t = await startTable({
      game: 'dobble', seats: 2, bots: 1, botLevel: 'easy', options: {}, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null,
      seed: 'tips', dataDir: null, tips: true,
    });
    running.push(t);
    const c = await seated(t, 'Anna');
    await c.next('state', (m) => m.view !== null);
    c.send({ type: 'tip', id: 7 });
    const refused = await c.next('error', (m) => m.replyTo === 7);
    expect(refused.code).toBe('no-tips');
  });
});
