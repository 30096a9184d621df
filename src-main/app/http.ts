import type { IncomingMessage } from 'node:http';

/** An answer other than 200, with the message the page shows. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

/** The request's JSON body, refused (413) past `maxBytes` before it is all read. */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) throw new HttpError(415, 'send JSON');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new HttpError(413, 'request too big');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'not JSON');
  }
}
