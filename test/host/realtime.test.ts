import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/game';
import { Match } from '../../shared/engine/match';
import { dobble, type DobbleAction, type DobbleState } from '../../shared/games/dobble';
import { SKILLS } from '../../shared/games/dobble/bots';
import { startTable, Table, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

const running: RunningTable[] = [];
const clients: TestClient[] = [];

afterEach(async () => {
  const invalid = clients.flatMap((c) => c.invalid);
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
  expect(invalid).toEqual([]);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Claim = Extract<DobbleAction, { type: 'claim' }>;
type View = { seat: number; phase: string; version: number; awaiting: number[]; legal: DobbleAction[]; last: { seat: number; ok: boolean } | null };

/** Test oracle (it reads the host's true state): the claim that is right for `seat` now, if any. */
function rightClaim(state: DobbleState, seat: Seat): Claim | undefined {
  return dobble.legalActions(state, seat).find((a): a is Claim => {
    if (a.type !== 'claim') return false;
    const out = dobble.apply(state, { ...a, at: state.clock });
    return out.ok && out.state.version > state.version;
  });
}

/** Every race below needs a loser who is then too late: the next middle card lacks their symbol. */
function racesEndTooLate(state: DobbleState, races: number): boolean {
  if (races === 0) return true;
  const claims = [rightClaim(state, 0), rightClaim(state, 1)];
  if (!claims[0] || !claims[1]) return false;
  return ([0, 1] as const).every((s) => {
    const won = dobble.apply(state, { ...claims[s]!, at: state.clock });
    if (!won.ok || dobble.apply(won.state, { ...claims[1 - s]!, at: state.clock + 1, seen: state.version }).ok) return false;
    return racesEndTooLate(won.state, races - 1);
  });
}

/** The first of a bounded run of seeds whose deal gives three such races, whoever wins each. */
function raceSeed(): string {
  for (let i = 0; i < 500; i++) {
    const seed = `realtime-host/${i}`;
    const m = Match.create(dobble, ['a', 'b', 'c', 'd'], { miniGame: 'tower' }, seed);
    if (racesEndTooLate(m.state as DobbleState, 3)) return seed;
  }
  throw new Error('no seed among 500 gives three races with a loser who is too late');
}

const actionsOf = (t: RunningTable) => t.table.match!.record.rounds.flatMap((r) => r.actions) as DobbleAction[];

async function until(cond: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!cond()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

describe('a real-time game (Dobble) on the host', () => {
  it('two people over WebSockets and two bots play to the end; claims are stamped and taken in arrival order', async () => {
    const t = await startTable({
      game: 'dobble', seats: 4, bots: 2, botLevel: 'hard', options: { miniGame: 'tower' }, port: 0, listen: '127.0.0.1',
      mdns: false, webRoot: null, seed: raceSeed(), dataDir: null,
    });
    running.push(t);
    const [a, b] = [await TestClient.open(`ws://127.0.0.1:${t.port}/`), await TestClient.open(`ws://127.0.0.1:${t.port}/`)];
    clients.push(a!, b!);
    await a!.join({ name: 'Anna' });
    await b!.join({ name: 'Bert' });
    await until(() => t.table.started, 2000, 'the game to start');
    const people = [a!, b!];
    const state = () => t.table.match!.state as DobbleState;

    /** One race: both people send a right claim, in the same tick, or the second once the host has taken the first. */
    async function race(first: 0 | 1, second: 'same tick' | 'after the first arrived'): Promise<Seat> {
      const before = state();
      const claims = [rightClaim(before, 0)!, rightClaim(before, 1)!];
      // Whoever comes second must now be too late (the next middle card lacks their symbol).
      for (const s of [0, 1] as const) {
        const won = dobble.apply(before, { ...claims[s]!, at: before.clock });
        expect(won.ok && dobble.apply(won.state, { ...claims[1 - s]!, at: before.clock + 1, seen: before.version }).ok).toBe(false);
      }
      const n = actionsOf(t).length;
      const heard = people.map((c) => c.received.length);
      const send = (s: 0 | 1) => people[s]!.send({ type: 'action', id: 500 + s, action: { ...claims[s], seat: undefined, at: 9_999_999, seen: before.version } });
      send(first);
      if (second !== 'same tick') await until(() => actionsOf(t).length > n, 3000, 'the first claim to arrive');
      send(first === 0 ? 1 : 0);
      await until(() => actionsOf(t).length > n, 3000, 'the first claim');
      const recorded = actionsOf(t)[n] as Claim;
      const winner = recorded.seat;
      const loser = 1 - winner;
      const refused = await people[loser]!.next('error', (m) => m.replyTo === 500 + loser, 3000);
      // One claim recorded (stamped by the host on arrival, the client's `at` ignored), the other refused as too late.
      expect(actionsOf(t).slice(n).filter((x) => x.seat < 2)).toHaveLength(1);
      expect(recorded.at).toBeLessThan(60_000);
      expect(recorded.at).toBeGreaterThanOrEqual(before.clock);
      expect(people[winner]!.received.slice(heard[winner]).some((m) => m.type === 'error')).toBe(false);
      expect(refused.code).toBe('too-late');
      expect(refused.message).toContain(`seat ${winner} was first`);
      // Everyone is told who was first.
      for (const c of people) {
        const s = await c.next('state', (m) => (m.view as unknown as View | null)?.version === before.version + 1, 3000);
        expect((s.view as unknown as View).last).toMatchObject({ seat: winner, ok: true });
      }
      return winner;
    }

    // Same tick: whichever arrives first wins; otherwise the earlier arrival, whatever the clients claim as `at`.
    await race(0, 'same tick');
    expect(await race(1, 'after the first arrived')).toBe(1);
    expect(await race(0, 'after the first arrived')).toBe(0);

    // The people wait: a bot claims after its reaction time (hard: never sooner than a practised person's floor after the table last changed).
    const lastPersonAt = (actionsOf(t).at(-1) as Claim).at;
    const n = actionsOf(t).length;
    await until(() => actionsOf(t).length > n, 8000, 'a bot to claim');
    const botClaim = actionsOf(t)[n] as Claim;
    expect([2, 3]).toContain(botClaim.seat);
    // (less a few ms: libuv times timers from its cached loop time, the host stamps from performance.now())
    expect(botClaim.at - lastPersonAt).toBeGreaterThanOrEqual(SKILLS.hard.floor - 10);

    // Now both people play the right claim (or the first choice) whenever awaited, until the end.
    for (const [i, c] of people.entries()) {
      const play = () => {
        const view = c.lastState()?.view as unknown as View | null;
        if (!view || t.table.over || !view.awaiting.includes(i)) return;
        const claim = view.phase === 'choose' ? view.legal[0] : rightClaim(state(), i);
        if (claim) c.send({ type: 'action', action: { ...claim, seat: undefined, seen: view.version } });
      };
      c.ws.on('message', () => setTimeout(play, 1 + Math.floor(Math.random() * 20)));
      play();
    }
    await until(() => t.table.over, 30_000, 'the game to end');
    const record = t.table.match!.record;
    // Arrival order: `at` never goes back within a round; the record replays to the same end.
    for (const round of record.rounds) {
      const ats = (round.actions as DobbleAction[]).map((x) => x.at ?? 0);
      expect(ats).toEqual([...ats].sort((x, y) => x - y));
    }
    const replayed = Match.fromRecord(dobble, structuredClone(record));
    expect(replayed.refused).toBeUndefined();
    expect(replayed.match.status().phase).toBe('gameOver');
    for (const c of people) await c.next('state', (m) => m.table.over, 3000);
  }, 60_000);

  it('the round clock of a resumed table goes on after the last saved claim', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-rt-'));
    try {
      const settings = { game: 'dobble', seats: 2, options: { miniGame: 'tower' }, seed: 'rt-resume', dataDir: dir, graceMs: 60_000 };
      const first = new Table(settings);
      for (const name of ['Anna', 'Bert']) {
        const j = first.join({ name }, false);
        if (j.ok) first.connect(j.seat!);
      }
      await sleep(30);
      const claim = rightClaim(first.match!.state as DobbleState, 0)!;
      expect(first.act(0, { ...claim, seat: undefined, at: 5_000_000 }).ok).toBe(true);
      const at = (actionsOf({ table: first } as RunningTable)[0] as Claim).at;
      expect(at).toBeGreaterThanOrEqual(30);
      expect(at).toBeLessThan(5_000_000);
      first.close();
      await first.flush();

      const again = new Table(settings);
      try {
        expect(again.resumed).toBe(true);
        expect(again.roundClock()).toBeGreaterThan(at);
        // Not refused as out of order: the clock did not start again at 0.
        const next = rightClaim(again.match!.state as DobbleState, 1)!;
        expect(again.act(1, { ...next, seat: undefined })).toEqual({ ok: true });
      } finally {
        again.close();
        await again.flush();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
