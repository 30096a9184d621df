import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Headers every answer of the lobby and of a table carries: no foreign page
 * may frame them (clickjacking: "Leave the table" under a decoy button), no
 * content is sniffed into another type, and no address with a table code in
 * it leaks to another site as a Referer.
 */
export function guardHeaders(res: ServerResponse): void {
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('content-security-policy', "frame-ancestors 'none'");
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
}

/**
 * A request another site's page made (an <img>, a form, a fetch), by the
 * Fetch Metadata every current browser sends: such a page may navigate here,
 * but not use the API. Tools without the header (node's fetch, curl) pass.
 */
export function crossSiteApiCall(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * A Host header that names a machine the way people reach a table: an IP
 * address, localhost, or an mDNS `.local` name (or none: HTTP/1.0 tools).
 * Any other name is a page that rebound its own domain to this address
 * (DNS rebinding) and so could read answers as its own.
 */
export function hostNamesThisMachine(host: string | undefined): boolean {
  if (host === undefined) return true;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (/^\[[0-9a-f:.]+\]$/.test(name)) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return true;
  return name === 'localhost' || /^[a-z0-9-]+(\.[a-z0-9-]+)*\.local\.?$/.test(name);
}
