import { EventEmitter } from 'node:events';
import { Bonjour, type Service } from 'bonjour-service';
import { MDNS_TYPE } from '../../shared/protocol/messages';

export interface AdvertisedTable {
  id: string;
  name: string;
  game: string;
  seats: number;
  free: number;
  protocol: number;
  locked: boolean;
}

/** What `browseTables` and `stammtisch tables` report for each table. */
export interface FoundTable extends AdvertisedTable {
  /** mDNS host name (e.g. `laptop.local`). */
  host: string;
  /** An IPv4 address of the host when announced, else the first address. */
  address: string;
  port: number;
  url: string;
  /**
   * Another announcement carries the same table id at another address or
   * port: one of them is a look-alike (a stranger copying the announcement).
   */
  lookAlike: boolean;
}

/** Marks every table whose id is announced at more than one address:port. */
export function markLookAlikes<T extends { id: string; address: string; port: number }>(tables: T[]): (T & { lookAlike: boolean })[] {
  const where = new Map<string, Set<string>>();
  for (const t of tables) {
    const set = where.get(t.id) ?? new Set<string>();
    set.add(`${t.address}|${t.port}`);
    where.set(t.id, set);
  }
  return tables.map((t) => ({ ...t, lookAlike: (where.get(t.id)?.size ?? 0) > 1 }));
}

type Txt = Record<string, string>;

const txtOf = (t: AdvertisedTable): Txt => ({
  id: t.id, name: t.name, game: t.game, seats: String(t.seats), free: String(t.free), protocol: String(t.protocol),
  locked: t.locked ? '1' : '0',
});

/**
 * Announces one table as `_stammtisch._tcp`. One Bonjour instance per
 * table, so replacing this table's records never touches another's.
 */
export class Advertiser {
  private readonly bonjour: Bonjour;
  private service: Service;
  private last: string;
  private pending: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly port: number, private table: AdvertisedTable) {
    this.bonjour = new Bonjour({}, (err: Error) => console.error(`mDNS: ${err.message}`));
    this.last = JSON.stringify(txtOf(table));
    this.service = this.publish();
  }

  private publish(): Service {
    return this.bonjour.publish({
      name: `${this.table.name}-${this.table.id}`.slice(0, 63),
      type: MDNS_TYPE,
      port: this.port,
      txt: txtOf(this.table),
      probe: false,
    });
  }

  /** New TXT values (free seats change): re-announced, debounced. */
  update(table: AdvertisedTable): void {
    this.table = table;
    if (this.stopped || JSON.stringify(txtOf(table)) === this.last || this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      if (this.stopped) return;
      const next = JSON.stringify(txtOf(this.table));
      if (next === this.last) return;
      this.last = next;
      this.replace();
    }, 100);
    this.pending.unref();
  }

  /**
   * bonjour-service has no TXT update: retire the old service without a
   * goodbye (so browsers see a TXT change, not a table vanishing) and
   * announce it again with the new TXT.
   */
  private replace(): void {
    const internals = this.bonjour as unknown as {
      server: { unregister(records: unknown[]): void };
      registry: { services: Service[] };
    };
    const old = this.service;
    old.activated = false;
    old.destroyed = true;
    internals.server.unregister(old.records());
    internals.registry.services = internals.registry.services.filter((s) => s !== old);
    this.service = this.publish();
  }

  /** Withdraw the announcement (goodbye packets) and close the socket. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.pending) clearTimeout(this.pending);
    await new Promise<void>((resolve) => {
      const done = setTimeout(resolve, 1000);
      this.bonjour.unpublishAll(() => {
        clearTimeout(done);
        resolve();
      });
    });
    await new Promise<void>((resolve) => this.bonjour.destroy(() => resolve()));
  }
}

function toFound(s: Service): FoundTable | null {
  const txt = (s.txt ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof txt[k] === 'string' ? (txt[k] as string) : String(txt[k] ?? ''));
  const addresses = s.addresses ?? [];
  const address = addresses.find((a) => /^\d+\.\d+\.\d+\.\d+$/.test(a)) ?? addresses[0] ?? s.referer?.address;
  if (!address || !s.port) return null;
  const urlHost = address.includes(':') ? `[${address}]` : address;
  return {
    id: str('id'),
    name: str('name') || s.name,
    host: s.host,
    address,
    port: s.port,
    game: str('game'),
    seats: Number(str('seats')) || 0,
    free: Number(str('free')) || 0,
    protocol: Number(str('protocol')) || 0,
    locked: str('locked') === '1' || str('locked') === 'true',
    url: `ws://${urlHost}:${s.port}/`,
    lookAlike: false,
  };
}

interface BrowserEvents {
  up: [table: FoundTable];
  update: [table: FoundTable];
  down: [table: FoundTable];
}

/** Live list of tables on the network; `up`/`update`/`down` events, keyed by mDNS name. */
export class TableBrowser extends EventEmitter<BrowserEvents> {
  private readonly bonjour = new Bonjour({}, (err: Error) => console.error(`mDNS: ${err.message}`));
  private readonly found = new Map<string, FoundTable>();
  private readonly browser;
  private requery: NodeJS.Timeout;

  constructor() {
    super();
    this.browser = this.bonjour.find({ type: MDNS_TYPE });
    // Keyed by name and place: a look-alike that copies a table's whole announcement (same
    // instance name) shows up as a second entry instead of replacing the real one.
    const seen = (s: Service) => {
      const t = toFound(s);
      if (!t) return;
      const key = `${s.fqdn}|${t.address}|${t.port}`;
      const had = this.found.has(key);
      this.found.set(key, t);
      this.emit(had ? 'update' : 'up', t);
    };
    this.browser.on('up', seen);
    this.browser.on('txt-update', seen);
    this.browser.on('srv-update', seen);
    this.browser.on('down', (s: Service) => {
      for (const [key, t] of this.found) {
        if (!key.startsWith(`${s.fqdn}|`)) continue;
        this.found.delete(key);
        this.emit('down', t);
      }
    });
    // Ask again now and then: a lost multicast packet must not hide a table.
    let delay = 1000;
    const again = () => {
      this.browser.update();
      delay = Math.min(delay * 2, 10_000);
      this.requery = setTimeout(again, delay);
      this.requery.unref();
    };
    this.requery = setTimeout(again, delay);
    this.requery.unref();
  }

  get tables(): FoundTable[] {
    return markLookAlikes([...this.found.values()]);
  }

  stop(): Promise<void> {
    clearTimeout(this.requery);
    this.browser.stop();
    return new Promise((resolve) => this.bonjour.destroy(() => resolve()));
  }
}

/** Browse for `timeoutMs`, then return every table seen (and still announced). */
export async function browseTables(timeoutMs = 3000, onFound?: (t: FoundTable) => void): Promise<FoundTable[]> {
  const browser = new TableBrowser();
  if (onFound) browser.on('up', onFound);
  await new Promise((resolve) => setTimeout(resolve, timeoutMs));
  const tables = browser.tables;
  await browser.stop();
  return tables;
}
