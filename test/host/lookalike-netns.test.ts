import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markLookAlikes } from '../../src-main/host/mdns';
import { netnsUnavailable } from '../support/netns';
import { netnsLan } from '../support/netnsLan';

/**
 * A stranger on the LAN announces a copy of a real table (same id, its own
 * address): `stammtisch tables` flags both. Real mDNS between two network
 * namespaces (root and iproute2 needed, as in mdns-netns.test.ts).
 */
const skip = netnsUnavailable();
if (skip) console.warn(`lookalike-netns: skipped: ${skip}`);

const ANNOUNCE = fileURLToPath(new URL('../support/announce.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('look-alike announcements', () => {
  it('markLookAlikes flags an id seen at two addresses or ports, not one seen twice at the same place', () => {
    const marked = markLookAlikes([
      { id: 'a', address: '10.0.0.5', port: 47474 },
      { id: 'a', address: '10.0.0.66', port: 47474 },
      { id: 'b', address: '10.0.0.5', port: 47475 },
      { id: 'b', address: '10.0.0.5', port: 47475 },
      { id: 'c', address: '10.0.0.7', port: 47474 },
    ]);
    expect(marked.map((t) => t.lookAlike)).toEqual([true, true, false, false, false]);
  });
});

describe.skipIf(skip !== null)('look-alike tables across two network namespaces', () => {
  const { net, run, track, dir } = netnsLan('la', '10.78.0', 'stammtisch-lookalike');
  async function tables(): Promise<{ lines: Record<string, unknown>[]; stderr: string }> {
    const p = run(net.peer, ['tables', '--timeout', '4']);
    expect(await p.exited).toBe(0);
    return { lines: p.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)), stderr: p.stderr };
  }

  it('stammtisch tables flags two announcements with the same id at different address:port', async () => {
    const host = run(net.host, ['host', '--seats', '3', '--name', 'Echt', '--data', dir(), '--json']);
    const info = JSON.parse(await host.line(/^\{"url"/));
    const before = await tables();
    expect(before.lines).toHaveLength(1);
    expect(before.lines[0]).toMatchObject({ name: 'Echt', address: '10.78.0.1', lookAlike: false });
    const id = String(before.lines[0]!.id);

    // The copy is a second announcer in the host's namespace on another port (a browser does not
    // hear its own namespace's announcements, and this pair has two namespaces only).
    const lookAlike = spawn(net.exec(net.host)[0]!, [...net.exec(net.host).slice(1), process.execPath, '--import', 'tsx', ANNOUNCE, id, 'Echt', '47999'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    track({ child: lookAlike, stdout: '', stderr: '', exited: new Promise((r) => lookAlike.on('exit', (c) => r(c))), line: () => Promise.reject(new Error('unused')) });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the look-alike did not start')), 20_000);
      lookAlike.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('announced')) { clearTimeout(timer); resolve(); } });
    });

    const after = await tables();
    const same = after.lines.filter((l) => l.id === id);
    expect(same.map((l) => `${l.address}:${l.port}`).sort()).toEqual([`10.78.0.1:${info.port}`, '10.78.0.1:47999'].sort());
    expect(same.every((l) => l.lookAlike === true)).toBe(true);
    expect(after.stderr).toMatch(/look-alike/);
    lookAlike.kill('SIGTERM');
    host.child.kill('SIGTERM');
    expect(await host.exited).toBe(0);
  }, 120_000);
});
