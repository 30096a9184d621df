import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { TableStore } from '../../src-main/host/store';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, stammtisch, type Proc } from './processes';
import { TestClient } from '../host/client';

const dirs: string[] = [];
const procs: Proc[] = [];
afterAll(() => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'stammtisch-cli-host-'));
  dirs.push(d);
  return d;
}

function run(args: string[]): Proc {
  const p = stammtisch(args);
  procs.push(p);
  return p;
}

const LOOPBACK = ['--listen', '127.0.0.1', '--no-mdns', '--json'];
const actionsIn = (file: string): number =>
  JSON.parse(readFileSync(file, 'utf8')).rounds.reduce((n: number, r: { actions: unknown[] }) => n + r.actions.length, 0);
const logLines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);

describe('stammtisch host + bot processes', () => {
  it('plays a full game with bot clients; the saved record replays ok; a full table and a dead address exit 1', async () => {
    const dir = tmp();
    const host = run(['host', '--game', 'dubbe', '--seats', '4', '--bots', '1', '--rounds', '4', '--black-die', '--port', '0', '--data', dir, '--seed', 'cli-e2e', ...LOOPBACK]);
    const info = JSON.parse(await host.line(/^\{"url"/));
    expect(info).toMatchObject({ game: 'dubbe', seats: 4, dataDir: dir, resumed: false, code: null });
    const bots = [1, 2, 3].map((i) => run(['bot', info.url, '--name', `B${i}`, '--log', join(dir, `bot${i}.log`)]));
    const codes = await Promise.all(bots.map((b) => b.exited));
    expect(codes, bots.map((b) => b.stderr).join('\n')).toEqual([0, 0, 0]);
    for (const b of bots) expect(b.stderr).toMatch(/game over/);
    // Every log line is one protocol message; the last (a state, or since protocol 5 a patch with the changed table) says the game is over.
    for (let i = 1; i <= 3; i++) {
      const log = logLines(join(dir, `bot${i}.log`));
      expect(log[0]).toMatchObject({ type: 'challenge', locked: false });
      expect(log[1]).toMatchObject({ type: 'welcome', seat: expect.any(Number) });
      expect(['state', 'patch']).toContain(log.at(-1).type);
      expect(log.at(-1)).toMatchObject({ table: { over: true } });
    }
    await host.line(/"over":true/);

    const full = run(['bot', info.url, '--name', 'Late']);
    expect(await full.exited).toBe(1);
    expect(full.stderr).toMatch(/full/i);

    const replay = run(['replay', join(dir, 'record.json')]);
    expect(await replay.exited).toBe(0);
    expect(JSON.parse(replay.stdout)).toMatchObject({ ok: true, winners: expect.any(Array) });
    // Bots take the first free seat in the order they arrive; the host's bot sits last.
    const players = JSON.parse(readFileSync(join(dir, 'record.json'), 'utf8')).players;
    expect(players.slice(0, 3).sort()).toEqual(['B1', 'B2', 'B3']);
    expect(players[3]).toBe('Bot 4');

    host.child.kill('SIGTERM');
    expect(await host.exited).toBe(0);

    const nowhere = run(['bot', `ws://127.0.0.1:${await freePort()}`]);
    expect(await nowhere.exited).toBe(1);
    expect(nowhere.stderr).toMatch(/cannot join/);
  }, 180_000);

  it('--tips: every seat may ask for tips; kept in the data dir, so a restart without the flag keeps it', async () => {
    const help = run(['host', '--help']);
    expect(await help.exited).toBe(0);
    expect(help.stdout).toMatch(/\[--tips\]/);
    const dir = tmp();
    const first = run(['host', '--tips', '--seats', '3', '--bots', '1', '--port', '0', '--data', dir, ...LOOPBACK]);
    const info = JSON.parse(await first.line(/^\{"url"/));
    expect(info.tips).toBe(true);
    const guest = await TestClient.open(info.url);
    const welcome = await guest.join({ name: 'Gast' });
    guest.ws.terminate();
    expect(welcome.table.tips).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const again = run(['host', '--port', '0', '--data', dir, ...LOOPBACK]);
    const back = JSON.parse(await again.line(/^\{"url"/));
    expect(back).toMatchObject({ resumed: true, tips: true });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Without the flag a new table has no tips for everyone.
    const plain = run(['host', '--seats', '3', '--port', '0', '--data', tmp(), ...LOOPBACK]);
    expect(JSON.parse(await plain.line(/^\{"url"/)).tips).toBe(false);
    plain.child.kill('SIGTERM');
    expect(await plain.exited).toBe(0);
  }, 60_000);

  it('--absent stand-in|wait: the table\'s policy for people who leave; checked, in --help, kept across a restart, changed on stdin', async () => {
    const help = run(['host', '--help']);
    expect(await help.exited).toBe(0);
    expect(help.stdout).toMatch(/\[--absent stand-in\|wait\]/);
    const bad = run(['host', '--absent', 'sleep', ...LOOPBACK]);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr).toMatch(/--absent must be one of stand-in, wait/);
    expect(bad.stdout).toBe('');
    const dir = tmp();
    const first = run(['host', '--absent', 'wait', '--seats', '3', '--bots', '1', '--port', '0', '--data', dir, ...LOOPBACK]);
    const info = JSON.parse(await first.line(/^\{"url"/));
    expect(info.absent).toBe('wait');
    const guest = await TestClient.open(info.url);
    expect((await guest.join({ name: 'Gast' })).table.absent).toBe('wait');
    guest.ws.terminate();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // A restart without the option keeps the table's policy; stdin `absent stand-in` changes it at the table.
    const again = run(['host', '--port', '0', '--data', dir, ...LOOPBACK]);
    expect(JSON.parse(await again.line(/^\{"url"/))).toMatchObject({ resumed: true, absent: 'wait' });
    again.child.stdin!.write('absent stand-in\nabsent later\nstatus\n');
    await again.line(/"absent":"stand-in"/);
    await expect.poll(() => again.stderr).toMatch(/absent: stand-in or wait/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Without the option a new table lets a bot play for the absent (the lobby's default).
    const plain = run(['host', '--seats', '3', '--port', '0', '--data', tmp(), ...LOOPBACK]);
    expect(JSON.parse(await plain.line(/^\{"url"/)).absent).toBe('stand-in');
    plain.child.kill('SIGTERM');
    expect(await plain.exited).toBe(0);
  }, 60_000);

  it('refuses a wrong command line with exit 2 and a taken explicit port with exit 1', async () => {
    const bad = run(['host', '--seats', 'many', ...LOOPBACK]);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr).toMatch(/--seats/);
    const short = run(['host', '--code', 'ab1', ...LOOPBACK]);
    expect(await short.exited).toBe(2);
    expect(short.stderr).toMatch(/--code must be 4 to 16 letters or digits/);
    const pace = run(['host', '--bot-pace', 'turbo', ...LOOPBACK]);
    expect(await pace.exited).toBe(2);
    expect(pace.stderr).toMatch(/--bot-pace must be one of slow, normal, fast/);
    const dir = tmp();
    const first = run(['host', '--port', '0', '--data', dir, ...LOOPBACK]);
    const { port } = JSON.parse(await first.line(/^\{"url"/));
    const second = run(['host', '--port', String(port), '--data', tmp(), ...LOOPBACK]);
    expect(await second.exited).toBe(1);
    expect(second.stderr).toMatch(/in use/);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
  }, 60_000);

  it('SIGKILL mid-game, restart on the same data dir: bots reconnect, the game finishes, no action lost', async () => {
    const dir = tmp();
    const port = await freePort();
    const hostArgs = ['host', '--seats', '3', '--bots', '1', '--port', String(port), '--data', dir, '--seed', 'kill-test', ...LOOPBACK];
    const host = run(hostArgs);
    const info = JSON.parse(await host.line(/^\{"url"/));
    const logs = [1, 2].map((i) => join(dir, `bot${i}.log`));
    const bots = logs.map((log, i) => run(['bot', info.url, '--name', `K${i + 1}`, '--log', log, '--delay', '15']));
    const record = join(dir, 'record.json');
    // Wait until the game is well under way (polling the file the host writes).
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        if (existsSync(record) && actionsIn(record) >= 30) {
          clearInterval(poll);
          resolve();
        } else if (Date.now() - started > 60_000) {
          clearInterval(poll);
          reject(new Error(`the game did not get going: ${host.stderr} ${bots.map((b) => b.stderr).join(' ')}`));
        }
      }, 50);
    });
    host.child.kill('SIGKILL');
    await host.exited;
    // What the killed host left: record.json plus the journal of what its background write had not yet landed.
    const before = TableStore.peek(dir)!.record!;
    const savedActions = before.rounds.reduce((n, r) => n + r.actions.length, 0);
    // What the clients had been told was accepted before the kill.
    const seenSeq = Math.max(...logs.flatMap((l) => logLines(l).filter((m) => m.type === 'state' || m.type === 'patch').map((m) => m.seq)));
    expect(seenSeq).toBeGreaterThanOrEqual(30);
    expect(seenSeq).toBeLessThanOrEqual(savedActions);

    const again = run(hostArgs);
    const info2 = JSON.parse(await again.line(/^\{"url"/));
    expect(info2).toMatchObject({ resumed: true, port });
    const codes = await Promise.all(bots.map((b) => b.exited));
    expect(codes, bots.map((b) => b.stderr).join('\n')).toEqual([0, 0]);
    for (const b of bots) expect(b.stderr).toMatch(/reconnecting/);

    const after = JSON.parse(readFileSync(record, 'utf8'));
    // The saved game continues exactly where it stopped.
    expect(after.players).toEqual(before.players);
    after.rounds.slice(0, before.rounds.length).forEach((r: { actions: unknown[] }, i: number) => {
      expect(r.actions.slice(0, before.rounds[i]!.actions.length)).toEqual(before.rounds[i]!.actions);
    });
    // Each bot got its own seat back.
    for (const l of logs) {
      const seats = logLines(l).filter((m) => m.type === 'welcome').map((m) => m.seat);
      expect(seats.length).toBeGreaterThanOrEqual(2);
      expect(new Set(seats).size).toBe(1);
    }
    // SIGTERM: the host saves and closes cleanly; then the record replays.
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    const replay = run(['replay', record]);
    expect(await replay.exited).toBe(0);
    expect(JSON.parse(replay.stdout).ok).toBe(true);
  }, 180_000);

  it('two hosts on one data directory: the second exits 1 naming the first one\'s process', async () => {
    const dir = tmp();
    const first = run(['host', '--port', '0', '--data', dir, ...LOOPBACK]);
    await first.line(/^\{"url"/);
    const second = run(['host', '--port', '0', '--data', dir, ...LOOPBACK]);
    expect(await second.exited).toBe(1);
    expect(second.stderr).toMatch(new RegExp(`another host is using .*process ${first.child.pid}\\b`));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Gone cleanly: the directory is free again.
    const third = run(['host', '--port', '0', '--data', dir, ...LOOPBACK]);
    expect(JSON.parse(await third.line(/^\{"url"/))).toMatchObject({ resumed: true, dataDir: dir });
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 60_000);

  it('a restart without --bot-pace keeps the table\'s bot pace (saved in table.json); a new --bot-pace replaces it', async () => {
    const dir = tmp();
    const args = ['host', '--game', 'dubbe', '--seats', '3', '--bots', '3', '--port', '0', '--data', dir, '--seed', 'pace-restart', ...LOOPBACK];
    const first = run([...args, '--bot-pace', 'slow']);
    expect(JSON.parse(await first.line(/^\{"url"/))).toMatchObject({ resumed: false, botPace: 'slow' });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'table.json'), 'utf8'))).toMatchObject({ botPace: 'slow' });
    const before = actionsIn(join(dir, 'record.json'));

    // Three bots at the slow pace (1.5 s a move, 2.5 s after a trick) make at most two moves in 3 s; without a pause, dozens.
    const second = run(args);
    expect(JSON.parse(await second.line(/^\{"url"/))).toMatchObject({ resumed: true, botPace: 'slow' });
    await new Promise((r) => setTimeout(r, 3000));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(actionsIn(join(dir, 'record.json')) - before).toBeLessThanOrEqual(2);

    const third = run([...args, '--bot-pace', 'fast']);
    expect(JSON.parse(await third.line(/^\{"url"/))).toMatchObject({ resumed: true, botPace: 'fast' });
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'table.json'), 'utf8'))).toMatchObject({ botPace: 'fast' });
  }, 60_000);

  it('without --data each table gets its own directory under the default, and they run side by side', async () => {
    const home = tmp();
    const env = { ...process.env, XDG_DATA_HOME: home };
    const hosts = [0, 1].map(() => {
      const p = stammtisch(['host', '--port', '0', ...LOOPBACK], [], { env });
      procs.push(p);
      return p;
    });
    const infos = await Promise.all(hosts.map(async (h) => JSON.parse(await h.line(/^\{"url"/))));
    expect(infos[0].dataDir).not.toBe(infos[1].dataDir);
    for (const info of infos) {
      expect(info.dataDir.startsWith(join(home, 'stammtisch', 'tables'))).toBe(true);
      expect(existsSync(join(info.dataDir, 'table.json'))).toBe(true);
    }
    for (const h of hosts) h.child.kill('SIGTERM');
    expect(await Promise.all(hosts.map((h) => h.exited))).toEqual([0, 0]);
  }, 60_000);

  it('--json: a failed save is a JSON line on stderr; the host keeps running', async () => {
    const disk = tmp();
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', disk], { stdio: 'ignore' });
    } catch {
      console.warn('skipped: this process may not mount a tmpfs');
      return;
    }
    try {
      const dir = join(disk, 'table');
      const host = run(['host', '--port', '0', '--data', dir, ...LOOPBACK]);
      const info = JSON.parse(await host.line(/^\{"url"/));
      // Fill the disk to the last byte, then a guest sits down: its seat cannot be saved.
      const filler = join(disk, 'filler');
      try { writeFileSync(filler, Buffer.alloc(64 * 1024)); } catch { /* full */ }
      for (let i = 0; i < 4096; i++) {
        try { writeFileSync(filler, 'x', { flag: 'a' }); } catch { break; }
      }
      const guest = run(['bot', info.url, '--name', 'Gast']);
      await until(() => /"event":"saveFailed"/.test(host.stderr), 10_000, `a saveFailed line; stderr: ${host.stderr}`);
      const line = JSON.parse(host.stderr.split('\n').find((l) => l.includes('"saveFailed"'))!);
      expect(line).toMatchObject({ event: 'saveFailed', dataDir: dir, error: expect.stringMatching(/ENOSPC/) });
      expect(host.child.exitCode).toBeNull();
      guest.child.kill('SIGTERM');
      host.child.kill('SIGTERM');
      expect(await host.exited).toBe(0);
    } finally {
      execFileSync('umount', ['-l', disk]);
    }
  }, 60_000);
});

async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
