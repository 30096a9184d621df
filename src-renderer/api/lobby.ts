import type { AppInfo, CreateTableRequest, FoundTable, HostedTable, HostedTableState } from '../../shared/protocol/lobby';
import type { PublicTableInfo } from '../../shared/protocol/messages';
import { json } from './json';

export type { AppInfo, CreateTableRequest, FoundTable, HostedTable, HostedTableState, PublicTableInfo };

/** The lobby API exists only on this laptop's app server; a table's own port answers 404. */
export async function appInfo(): Promise<AppInfo | null> {
  try {
    const res = await fetch('/api/app', { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as AppInfo;
    return body.app === 'stammtisch' ? body : null;
  } catch {
    return null;
  }
}

export const lobbyApi = {
  discovered: async () => json<FoundTable[]>(await fetch('/api/discovered', { cache: 'no-store' })),
  hosted: async () => json<HostedTable[]>(await fetch('/api/tables', { cache: 'no-store' })),
  create: async (req: CreateTableRequest) =>
    json<HostedTable>(await fetch('/api/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(req) })),
  /** One table this app runs (finished ones too, while they wait for "play again"); null: it does not run. */
  table: async (id: string): Promise<HostedTableState | null> => {
    const res = await fetch(`/api/tables/${encodeURIComponent(id)}`, { cache: 'no-store' });
    return res.status === 404 ? null : json<HostedTableState>(res);
  },
  close: async (id: string) => json<{ ok: true }>(await fetch(`/api/tables/${encodeURIComponent(id)}`, { method: 'DELETE' })),
  qrUrl: (text: string) => `/api/qr?text=${encodeURIComponent(text)}`,
  /** Another table's public info, fetched by the app server (a browser may not read other origins). */
  // The header tells the app server that its own page asks (a foreign page's <img> cannot set one).
  probe: async (httpBase: string) => json<PublicTableInfo>(await fetch(`/api/probe?url=${encodeURIComponent(httpBase)}`, { cache: 'no-store', headers: { 'x-stammtisch': 'lobby' } })),
};

export const tableApi = {
  /** On a table's own port: what is this table? */
  info: async () => json<PublicTableInfo>(await fetch('/api/table', { cache: 'no-store' })),
};

/** `ws://` URL of a table from its `http://` address. */
export function wsUrlFor(httpBase: string): string {
  const u = new URL(httpBase);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  u.pathname = '/ws';
  u.search = '';
  return u.toString();
}

/** Parse what a person types into "join by address": host, host:port or a full URL. */
export function parseAddress(input: string, defaultPort: number): { httpBase: string; code?: string } | null {
  const text = input.trim();
  if (!text) return null;
  try {
    const u = new URL(/^[a-z]+:\/\//i.test(text) ? text : `http://${text}`);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (!u.hostname) return null;
    const port = u.port || String(defaultPort);
    // Share links carry the code in the fragment (never sent over the network); older ones in the query.
    const code = new URLSearchParams(u.hash.slice(1)).get('code') ?? u.searchParams.get('code') ?? undefined;
    return { httpBase: `${u.protocol}//${u.hostname.includes(':') && !u.hostname.startsWith('[') ? `[${u.hostname}]` : u.hostname}:${port}`, ...(code ? { code } : {}) };
  } catch {
    return null;
  }
}
