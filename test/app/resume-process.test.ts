import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, stammtisch, type Proc } from '../cli/processes';
import { startApp } from './appProcess';

/**
 * Issue 15's contract, with real processes: the app in browser mode with
 * --data, a Dubbe table from the lobby API, `stammtisch bot` in the free
 * seat; SIGKILL of the app mid-game and the same command again.
 */
const dirs: string[] = [];
const procs: Proc[] = [];
afterAll(() => {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const logLines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);

async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the app keeps its tables through a SIGKILL (issue 15 contract)', () => {
  it('restart with the same command: same table id, the client reconnects by itself, the game ends, the record holds every action it saw accepted', async () => {
    const data = mkdtempSync(join(tmpdir(), 'stammtisch-app-resume-'));
    dirs.push(data);
    const port = await freePort();
    const cmd = ['--browser', '--no-open', `--port=${port}`, '--data', data];
    const first = startApp(cmd);
    procs.push(first);
    await first.line(/is running: http:\/\/127\.0\.0\.1:\d+\//);
    const base = `http://127.0.0.1:${port}`;
    const created = await (await fetch(`${base}/api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      // Two players, two rounds at the fast bot pace (kept in host.json across the restart): long enough to be killed mid-game, short enough for CI.
      body: JSON.stringify({ game: 'dubbe', seats: 2, bots: 1, name: 'Kill test', options: { rounds: 2 }, botPace: 'fast' }),
    })).json() as { id: string; port: number; admin: string };
    expect(created.id, JSON.stringify(created)).toMatch(/^[\w-]+$/);

    const log = join(data, 'client.log');
    const client = stammtisch(['bot', `ws://127.0.0.1:${created.port}`, '--name', 'Client', '--log', log]);
    procs.push(client);
    // Mid-game: the client has seen a dozen accepted actions.
    // States and (protocol 5) patches: each carries the seq.
    const isState = (m: { type: string }) => m.type === 'state' || m.type === 'patch';
    const seqOf = () => Math.max(0, ...logLines(log).filter(isState).map((m) => m.seq as number));
    await waitFor('the game under way', () => seqOf() >= 12, 90_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const seenBefore = logLines(log);
    const seenSeq = Math.max(...seenBefore.filter(isState).map((m) => m.seq as number));
    const mySeat = seenBefore.find((m) => m.type === 'welcome').seat as number;
    const myAccepted = seenBefore.filter((m) => isState(m) && m.replyTo !== undefined).length;

    const second = startApp(cmd);
    procs.push(second);
    await second.line(/is running/);
    const listed = await (await fetch(`${base}/api/tables`)).json() as { id: string; port: number; admin: string; resumed: boolean }[];
    expect(listed.map((t) => [t.id, t.port, t.resumed])).toEqual([[created.id, created.port, true]]);
    // The host's admin token survived the restart, in a file only this user can read.
    expect(listed[0]!.admin).toBe(created.admin);
    const tableDir = join(data, 'tables', readdirSync(join(data, 'tables'))[0]!);
    expect(statSync(join(tableDir, 'host.json')).mode & 0o777).toBe(0o600);

    const code = await client.exited;
    expect(code, client.stderr).toBe(0);
    expect(client.stderr).toMatch(/reconnecting/);
    const after = logLines(log);
    expect(after.filter((m) => m.type === 'welcome').map((m) => m.seat)).toEqual([mySeat, mySeat]);
    expect(['state', 'patch']).toContain(after.at(-1).type);
    expect(after.at(-1)).toMatchObject({ table: { over: true, id: created.id } });

    // The record under DATA replays, and holds every action the client had seen accepted.
    const record = join(tableDir, 'record.json');
    await waitFor('the finished record', () => JSON.parse(readFileSync(record, 'utf8')).rounds.length === 2 && true, 10_000);
    const replay = stammtisch(['replay', record]);
    procs.push(replay);
    expect(await replay.exited, replay.stderr).toBe(0);
    expect(JSON.parse(replay.stdout)).toMatchObject({ ok: true });
    const actions = JSON.parse(readFileSync(record, 'utf8')).rounds.flatMap((r: { actions: { seat: number }[] }) => r.actions);
    expect(actions.length).toBeGreaterThanOrEqual(seenSeq);
    expect(actions.slice(0, seenSeq).filter((a: { seat: number }) => a.seat === mySeat).length).toBeGreaterThanOrEqual(myAccepted);
    // A finished game leaves the list of open tables.
    expect(await (await fetch(`${base}/api/tables`)).json()).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
