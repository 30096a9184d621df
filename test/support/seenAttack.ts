import WebSocket from 'ws';
import { CARDS, parseCard } from '../../shared/games/dobble/deck';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { secureWs } from '../../src-main/host/secureWs';

/** What the attacker saw of its own fate. */
export interface AttackStats {
  seat: number | null;
  /** Claims sent. */
  sent: number;
  /** Refusals by code (`too-late`, `locked`, …). */
  refused: Record<string, number>;
  /** Times its own view showed it locked (a wrong claim accepted and punished). */
  locks: number;
  over: boolean;
}

interface SeenView {
  phase: string;
  miniGame: string | null;
  version: number;
  clock: number;
  awaiting: number[];
  tops: (string | null)[];
  centre: string | null;
  lockedUntil: number[];
}

/**
 * The "seen" attack of issue #14 as a hostile guest plays it over a raw
 * WebSocket: right after every change of the symbol game's table it names
 * every symbol of its search card, each claiming to have seen the table one
 * version back, hoping the wrong ones pass as lost races instead of locks.
 */
export function seenAttack(url: string, name = 'Mallory'): { stats: AttackStats; ws: WebSocket; opened: Promise<void> } {
  const ws = secureWs(new WebSocket(url));
  const stats: AttackStats = { seat: null, sent: 0, refused: {}, locks: 0, over: false };
  let attacked = -1;
  let round: unknown = null;
  let lockSeen = 0;
  let id = 1;
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name }));
      resolve();
    });
    ws.once('error', reject);
  });
  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString()) as { type: string; seat?: number; code?: string; table?: { over: boolean }; view?: SeenView & { round: unknown } | null };
    if (msg.type === 'welcome') stats.seat = msg.seat ?? null;
    if (msg.type === 'error' && msg.code) stats.refused[msg.code] = (stats.refused[msg.code] ?? 0) + 1;
    if (msg.type !== 'state' || !msg.view || stats.seat === null) return;
    if (msg.table?.over) stats.over = true;
    const v = msg.view;
    const me = stats.seat;
    if (v.lockedUntil[me]! > lockSeen) {
      lockSeen = v.lockedUntil[me]!;
      stats.locks++;
    }
    if (v.round !== round) { round = v.round; attacked = -1; }
    if (v.phase !== 'play' || !v.awaiting.includes(me) || v.version < 1 || v.version === attacked) return;
    attacked = v.version;
    const search = v.miniGame === 'catchThemAll' || v.miniGame === 'poisonedGift' ? v.centre : v.tops[me];
    const card = search ? parseCard(search) : undefined;
    if (card === undefined) return;
    for (const symbol of CARDS[card]!) {
      stats.sent++;
      ws.send(JSON.stringify({ type: 'action', id: id++, action: { type: 'claim', symbol, at: 0, seen: v.version - 1 } }));
    }
  });
  return { stats, ws, opened };
}
