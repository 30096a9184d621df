import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Proc } from '../cli/processes';
import { netnsUnavailable } from '../support/netns';
import { netnsLan } from '../support/netnsLan';

/**
 * Issue 27 on a real (namespaced) LAN: a table whose people are all away
 * (kept, its bots waiting) is nobody's open table, so its mDNS announcement
 * is withdrawn; when the person comes back to the seat it is announced
 * again. The host runs in one namespace; the person (a process of its own)
 * and `stammtisch tables` in the other. Needs root and iproute2.
 */
const skip = netnsUnavailable();
if (skip) console.warn(`away-mdns-netns: skipped: ${skip}`);

const PERSON = fileURLToPath(new URL('../support/netnsPerson.ts', import.meta.url));

describe.skipIf(skip !== null)('an away table on the LAN', () => {
  const { net, run, track, dir } = netnsLan('aw', '10.79.0', 'stammtisch-away-netns');
  /** The tables `stammtisch tables` finds from the other namespace (one 2-second browse). */
  async function found(): Promise<{ name: string; free: number }[]> {
    const p = run(net.peer, ['tables', '--timeout', '2']);
    expect(await p.exited).toBe(0);
    return p.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  }
  /** Browses until `want` holds, at most `tries` times. */
  async function until(want: (t: { name: string }[]) => boolean, tries = 4): Promise<{ name: string; free: number }[]> {
    let last: { name: string; free: number }[] = [];
    for (let i = 0; i < tries; i++) {
      last = await found();
      if (want(last)) break;
    }
    return last;
  }

  it('withdraws the announcement while everyone is away, and announces it again when the person is back', async () => {
    // A long grace time: no stand-in comes into play; the table is away only because nobody is there.
    const host = run(net.host, ['host', '--game', 'dubbe', '--seats', '2', '--bots', '1', '--name', 'Weg Tisch', '--grace', '600', '--data', dir(), '--json']);
    const info = JSON.parse(await host.line(/^\{"url"/)) as { port: number };
    const child = spawn('ip', [...net.exec(net.peer).slice(1), process.execPath, '--import', 'tsx', PERSON, `ws://10.79.0.1:${info.port}/ws`], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const anna: Proc = {
      child, stdout: '', stderr: '', exited: new Promise((r) => child.on('exit', (c) => r(c))), line: () => Promise.reject(new Error('unused')),
    };
    track(anna);
    child.stdout.on('data', (d: Buffer) => { anna.stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { anna.stderr += d.toString(); });
    const said = (re: RegExp) => expect.poll(() => anna.stdout, { timeout: 20_000 }).toMatch(re);

    await said(/^seated 0$/m);
    // Seated, the game runs: listed, with no free seat.
    expect((await until((t) => t.length === 1))).toMatchObject([{ name: 'Weg Tisch', free: 0 }]);

    child.stdin.write('leave\n');
    await said(/^left$/m);
    expect(await until((t) => t.length === 0)).toEqual([]);
    expect(host.child.exitCode).toBeNull();

    child.stdin.write('back\n');
    await said(/^back 0$/m);
    expect(await until((t) => t.length === 1)).toMatchObject([{ name: 'Weg Tisch', free: 0 }]);
    expect(anna.stderr).toBe('');

    child.stdin.end();
    expect(await anna.exited).toBe(0);
    host.child.kill('SIGTERM');
    expect(await host.exited).toBe(0);
  }, 120_000);
});
