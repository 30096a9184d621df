import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { netnsUnavailable } from '../support/netns';
import { netnsLan } from '../support/netnsLan';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';

/**
 * Real mDNS between two network namespaces joined by a veth pair: the host
 * in one, `stammtisch tables` and the bot clients in the other. Needs root
 * and iproute2; the addresses exist only inside these namespaces.
 */
const skip = netnsUnavailable();
if (skip) console.warn(`mdns-netns: skipped: ${skip}`);


describe.skipIf(skip !== null)('mDNS discovery across two network namespaces', () => {
  const { net, run, track, dir } = netnsLan('st', '10.77.0', 'stammtisch-netns');

  async function tables(): Promise<Record<string, unknown>[]> {
    const p = run(net.peer, ['tables', '--timeout', '2']);
    expect(await p.exited).toBe(0);
    return p.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  }

  it('finds the table, plays a full game from the other namespace, sees the seats fill and the table vanish', async () => {
    // Three rounds (each seat deals once), the shortest full game for three: half the default six.
    const host = run(net.host, ['host', '--game', 'dubbe', '--seats', '3', '--rounds', '3', '--bots', '1', '--name', 'Netz Tisch', '--data', dir(), '--json']);
    const info = JSON.parse(await host.line(/^\{"url"/));
    expect(info.address).toBe('10.77.0.1');

    const found = await tables();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name: 'Netz Tisch', address: '10.77.0.1', port: info.port, game: 'dubbe', seats: 3, free: 2, protocol: PROTOCOL_VERSION, locked: false,
    });

    // Bots that take their time, so the full table can be seen before the game ends.
    const bots = [1, 2].map((i) => run(net.peer, ['bot', String(found[0]!.url), '--name', `N${i}`, '--delay', '150']));

    // The TXT record follows the seats.
    const full = await tables();
    expect(full[0]).toMatchObject({ name: 'Netz Tisch', free: 0 });

    const codes = await Promise.all(bots.map((b) => b.exited));
    expect(codes, bots.map((b) => b.stderr).join('\n')).toEqual([0, 0]);
    // A finished game is no open table: the announcement is withdrawn while the host still runs.
    expect(host.child.exitCode).toBeNull();
    expect(await tables()).toEqual([]);

    const replay = run(net.host, ['replay', join(dir(), 'record.json')]);
    expect(await replay.exited).toBe(0);
    expect(JSON.parse(replay.stdout)).toMatchObject({ ok: true });
    expect(JSON.parse(readFileSync(join(dir(), 'record.json'), 'utf8')).rounds.length).toBe(3);

    host.child.kill('SIGTERM');
    expect(await host.exited).toBe(0);
    expect(await tables()).toEqual([]);
  }, 180_000);
});
