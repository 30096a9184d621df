import { hostname } from 'node:os';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/**
 * Browsers send `Origin`; the CLI and bots do not, and are not asked.
 * Accepted: a page of this very table (its Origin's host:port is the Host the
 * request was sent to, and that host is an IP address, `localhost`, this
 * machine's name, a `.local` name or a single-label LAN name — not a public
 * DNS name, which is how a DNS-rebinding page would come), and a page served
 * on the guest's own loopback (the app's lobby joining a table on another
 * laptop). Everything else, `null` included, is a foreign page.
 */
export function originProblem(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `a page with origin "${origin.slice(0, 80)}" may not join this table`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `a page with origin "${origin.slice(0, 80)}" may not join this table`;
  if (LOOPBACK.test(url.hostname)) return null;
  const host = (req.headers.host ?? '').toLowerCase();
  const name = url.hostname.replace(/^\[|\]$/g, '');
  const ours = isIP(name) !== 0 || name === hostname().toLowerCase() || name.endsWith('.local') || !name.includes('.');
  if (url.host.toLowerCase() === host && ours) return null;
  return `a page from ${url.origin} may not join this table: open the table's own address`;
}
