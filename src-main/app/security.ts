import type { IncomingMessage } from 'node:http';

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d+\.\d+\.\d+$/.test(a);
}

/**
 * The lobby API runs tables and hands out admin tokens, so it answers only
 * this machine: the socket must come from loopback, the Host header must
 * name loopback (a DNS-rebinding page cannot pass), and a request with an
 * Origin must come from this very server.
 */
export function localOnly(req: IncomingMessage, port: number): string | null {
  if (!isLoopback(req.socket.remoteAddress)) return 'the lobby answers this computer only';
  const host = (req.headers.host ?? '').toLowerCase();
  const allowed = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  if (!allowed.includes(host)) return `unexpected Host header "${host}"`;
  const origin = req.headers.origin;
  if (origin !== undefined && !allowed.some((h) => origin.toLowerCase() === `http://${h}`)) return `requests from ${origin} are not accepted`;
  return null;
}
