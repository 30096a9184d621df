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
