import { describe, expect, it } from 'vitest';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import { hardCalls, hardSilent } from '../../../shared/games/doppelkopf/bots-candidates';
import { HARD_RESERVE } from '../../../shared/games/doppelkopf/bots-search';
import { dealValue, perSeatGame, playFrom, type DealValue } from '../../../bench/doppelkopf-calls-value-parts';

// bench/doppelkopf-calls-value.ts's bots at a small budget, without time caps (reproducible).
const reserve = { ...HARD_RESERVE, capMs: undefined };
const budget = { iterations: 20 };
// Every kind on both rule sets (nothing left out on Weimar): the machinery is under test here, not the level.
const bot = hardCalls(null, { reserve, weimarOff: [] }, budget);
const silent = hardSilent(null, { reserve }, budget);
const ddv = doppelkopf.options({ games: 1 }, 4);
const weimar = doppelkopf.options({ preset: 'weimar', games: 1 }, 4);

/** The first seed `cv/<k>` whose match with `bot` in all seats has an announcement. */
function withCalls(options: unknown): { seed: string; played: ReturnType<typeof playFrom> } {
  for (let k = 0; k < 12; k++) {
    const played = playFrom([bot, bot, bot, bot], `cv/${k}`, options);
    if (played.actions.some((a) => a.type === 'announce')) return { seed: `cv/${k}`, played };
  }
  throw new Error('no seed with an announcement');
}

describe('the value of calls (bench/doppelkopf-calls-value.ts)', () => {
  it('the silent hard never announces, DDV and Weimar, over a few seeded games', () => {
    let cards = 0;
    for (const [options, seeds] of [[ddv, ['s/0', 's/1', 's/2']], [weimar, ['sw/0']]] as const) {
      for (const seed of seeds) {
        const played = playFrom([silent, silent, silent, silent], seed, options);
        expect(played.actions.filter((a) => a.type === 'announce')).toEqual([]);
        cards += played.actions.filter((a) => a.type === 'play').length;
      }
    }
    expect(cards).toBeGreaterThanOrEqual(4 * 48);
    // And it is the same bot otherwise: where hard itself says nothing in a game, both play the same game.
  }, 60_000);

  it('the silent hard would have announced: hard in the same seats does, on one of these seeds', () => {
    const { played } = withCalls(ddv);
    expect(played.actions.some((a) => a.type === 'announce')).toBe(true);
  }, 60_000);

  it('a replay from a recorded prefix reproduces the recorded match exactly when nothing changes', () => {
    const bots = [bot, bot, bot, bot];
    for (const options of [ddv, weimar]) {
      const { seed, played } = withCalls(options);
      const call = played.actions.findIndex((a) => a.type === 'announce');
      for (const at of [0, call, call + 1, Math.floor(played.actions.length / 2)]) {
        const again = playFrom(bots, seed, options, played.actions.slice(0, at));
        expect(again.actions).toEqual(played.actions);
        expect(again.net).toEqual(played.net);
      }
    }
  }, 120_000);

  it("the gain of a call is the seat's net with it minus silent from the call on, the others unchanged", () => {
    const { seed } = withCalls(ddv);
    const v = dealValue([bot, bot, bot, bot], [silent, silent, silent, silent], seed, ddv, () => true);
    expect(v.calls.length).toBeGreaterThan(0);
    const seen = new Set<number>();
    for (const c of v.calls) {
      expect(c.reproduced).toBe(true);
      expect(v.played.actions[c.at]).toMatchObject({ type: 'announce', seat: c.seat, announcement: c.kind });
      expect(c.said).toBe(v.played.net[c.seat]);
      const arm = [bot, bot, bot, bot].map((b, s) => (s === c.seat ? silent : b));
      const b = playFrom(arm, seed, ddv, v.played.actions.slice(0, c.at), 1);
      // The silent arm shares the prefix, then the seat says nothing more.
      expect(b.actions.slice(0, c.at)).toEqual(v.played.actions.slice(0, c.at));
      expect(b.actions.slice(c.at).some((a) => a.type === 'announce' && a.seat === c.seat)).toBe(false);
      expect(c.silent).toBe(b.net[c.seat]);
      expect(c.gain).toBe(c.said - c.silent);
      expect(c.first).toBe(!seen.has(c.seat));
      seen.add(c.seat);
    }
  }, 120_000);

  it('per seat and game: the seats\' first calls summed, over 4 × the games', () => {
    const calls = [
      { at: 5, seat: 0, kind: 're', first: true, said: 3, silent: -1, gain: 4 },
      { at: 9, seat: 0, kind: 'no90', first: false, said: 3, silent: -97, gain: 100 },
      { at: 12, seat: 2, kind: 'kontra', first: true, said: -3, silent: -1, gain: -2 },
    ];
    const v: DealValue = { played: { actions: [], net: [3, -3, -3, 3], games: 2 }, calls };
    expect(perSeatGame(v)).toBe((4 - 2) / 8);
    expect(perSeatGame({ ...v, calls: [] })).toBe(0);
  });
});
