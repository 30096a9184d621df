/** The app server's history API (docs/history.md); its shapes are shared with the server in shared/protocol/history.ts. */
import type { HistoryGame, Problem, ReplayData, ReplayStep, SeasonView, SeatStats } from '../../shared/protocol/history';
import { json } from '../api/json';

export type { HistoryGame, Problem, ReplayData, ReplayStep, SeasonView, SeatStats };

export interface HistoryList {
  games: HistoryGame[];
  players: string[];
  gameIds: string[];
  aliases: Record<string, string>;
  problems: Problem[];
}

export type PlayerLine = { name: string; games: number; wins: number; winShare: number; aliases?: string[] } & Record<string, unknown>;

export interface StatsAnswer {
  players: PlayerLine[];
  /** `counted[seat]`: the game is in that seat's person's numbers (docs/history.md, "Who acted"). */
  games: {
    id: string; kind: string; date: number; players: string[]; winners: number[]; points: number[] | null; counted: boolean[];
    /** People who took a seat over mid-game, and whether the game is in their numbers. */
    sitters?: { seat: number; name: string; counted: boolean }[];
  }[];
  aliases: Record<string, string>;
}

const qs = (p: Record<string, string | undefined>) => {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v) u.set(k, v);
  const s = u.toString();
  return s ? `?${s}` : '';
};
const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const historyApi = {
  list: async (f: { player?: string; game?: string } = {}) => json<HistoryList>(await fetch(`/api/history${qs(f)}`, { cache: 'no-store' })),
  stats: async (f: { player?: string; game?: string } = {}) => json<StatsAnswer>(await fetch(`/api/history/stats${qs(f)}`, { cache: 'no-store' })),
  detail: async (id: string) => json<HistoryGame & { detail: { options: Record<string, unknown>; roundPoints: number[][] } | null }>(
    await fetch(`/api/history/games/${encodeURIComponent(id)}`, { cache: 'no-store' })),
  replay: async (id: string) => json<ReplayData>(await fetch(`/api/history/games/${encodeURIComponent(id)}/replay`, { cache: 'no-store' })),
  replayText: async (text: string) => json<ReplayData>(await post('/api/history/replay', { text })),
  importRecord: async (name: string, text: string) => json<HistoryGame>(await post('/api/history/import', { name, text })),
  merge: async (alias: string, name: string) => json<{ aliases: Record<string, string> }>(await post('/api/history/merge', { alias, name })),
  season: async (year: number) => json<SeasonView>(await fetch(`/api/history/season?year=${year}`, { cache: 'no-store' })),
};

/** Cents as euros for people (de: 12,50 €; en: €12.50). */
export const euros = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
