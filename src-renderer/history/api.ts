/** The app server's history API (docs/history.md). Types kept here: the renderer imports nothing from src-main. */
export type SeatStats = Record<string, number | Record<string, number>>;

export interface HistoryGame {
  id: string;
  file: string;
  game: string;
  kind: string;
  date: number;
  players: string[];
  over: boolean;
  endedBy: string | null;
  rounds: number;
  winners: number[];
  points: number[] | null;
  seats: SeatStats[];
  settlement: { centsPerPoint: number; minimumCents: number; seats: { place: number; cents: number }[] } | null;
}

export interface Problem { path: string; status: 'damaged' | 'unknown'; error: string }

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
  games: { id: string; kind: string; date: number; players: string[]; winners: number[]; points: number[] | null }[];
  aliases: Record<string, string>;
}

export interface ReplayStep {
  round: number;
  index: number;
  action: { seat: number; type: string; [k: string]: unknown } | null;
  hands: (string[] | null)[];
  trick: { seat: number; card: string }[] | null;
  lastTrick: { cards: { seat: number; card: string }[]; winner: number } | null;
  tricks: number;
  summary: Record<string, unknown> | null;
}

export interface ReplayData {
  game: string;
  players: string[];
  steps: ReplayStep[];
  rounds: number[];
  results: unknown;
  refused: string | null;
}

export interface SeasonView {
  year: number;
  himmelfahrtstag: string;
  members: string[];
  evenings: { id: string; date: number; himmelfahrt: boolean; seats: { name: string; place: number; cents: number; minus: number }[] }[];
  totals: Record<string, number>;
  himmelfahrt: { payments: Record<string, { cents: number; absent: boolean }>; averageCents: number; present: string[]; absent: string[] } | null;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) {
    let message = `${res.status} ${res.statusText}`;
    try { message = ((await res.json()) as { error?: string }).error ?? message; } catch { /* not JSON */ }
    throw new Error(message);
  }
  return (await res.json()) as T;
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
