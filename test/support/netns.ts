import { execFileSync } from 'node:child_process';

/**
 * Two network namespaces joined by a veth pair, with multicast routed over
 * it: two laptops on one LAN, for real mDNS. Needs root and iproute2; the
 * addresses exist only inside these namespaces.
 */
export function netnsUnavailable(): string | null {
  if (process.platform !== 'linux') return 'network namespaces are Linux only';
  if (process.getuid?.() !== 0) return 'needs root for ip netns';
  try {
    execFileSync('ip', ['-V'], { stdio: 'ignore' });
  } catch {
    return 'the ip command (iproute2) is not installed';
  }
  return null;
}

export interface NetnsPair {
  host: string;
  peer: string;
  /** Prefix for `spawn`/`stammtisch` to run a command inside a namespace. */
  exec: (ns: string) => string[];
  create: () => void;
  /** Deleting the namespaces also removes the veth pair. */
  remove: () => void;
}

/** `prefix` keeps parallel test files apart; `subnet` is like '10.77.0'. */
export function netnsPair(prefix: string, subnet: string): NetnsPair {
  const tag = `${prefix}${process.pid % 100000}`;
  const host = `${tag}h`;
  const peer = `${tag}p`;
  const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });
  return {
    host,
    peer,
    exec: (ns) => ['ip', 'netns', 'exec', ns],
    create() {
      ip('netns', 'add', host);
      ip('netns', 'add', peer);
      ip('link', 'add', `${tag}a`, 'type', 'veth', 'peer', 'name', `${tag}b`);
      ip('link', 'set', `${tag}a`, 'netns', host);
      ip('link', 'set', `${tag}b`, 'netns', peer);
      for (const [ns, dev, addr] of [[host, `${tag}a`, `${subnet}.1/24`], [peer, `${tag}b`, `${subnet}.2/24`]] as const) {
        ip('-n', ns, 'addr', 'add', addr, 'dev', dev);
        ip('-n', ns, 'link', 'set', dev, 'up');
        ip('-n', ns, 'link', 'set', 'lo', 'up');
        ip('-n', ns, 'route', 'add', '224.0.0.0/4', 'dev', dev);
      }
    },
    remove() {
      for (const ns of [host, peer]) {
        try { ip('netns', 'del', ns); } catch { /* already gone */ }
      }
    },
  };
}
