import type { GameRecord } from '../../../shared/games/doppelkopf/state';

type T = (key: string, params?: Record<string, unknown>) => string;

/** Ramsch (and its Durchmarsch): everyone plays alone, there are no parties to show. */
export const isRamschRecord = (g: GameRecord): boolean => g.ramsch !== undefined || g.type === 'ramsch' || g.type === 'durchmarsch';

/** The party a seat played in the finished game, or null (sitting out; Ramsch has none). */
export function seatParty(g: GameRecord, seat: number): 're' | 'kontra' | null {
  if (isRamschRecord(g)) return null;
  return g.re.includes(seat) ? 're' : g.kontra.includes(seat) ? 'kontra' : null;
}

/**
 * The "Announced" line of a finished game: the parties' highest
 * announcements, in Ramsch who said Kontra; "nothing announced" (no "yet":
 * the game is over).
 */
export function announcedLine(t: T, g: GameRecord, names: readonly string[]): string {
  const party = (p: string) => t(`doppelkopf.party.${p}`);
  if (isRamschRecord(g)) {
    const said = g.ramsch?.kontra ?? [];
    return said.length ? `${t('doppelkopf.announcements.kontra')}: ${said.map((s) => names[s]).join(', ')}` : t('doppelkopf.summaryNothingAnnounced');
  }
  const out = (['re', 'kontra'] as const).flatMap((p) => {
    const level = g.announcements[p];
    if (!level) return [];
    const name = ['', p, 'no90', 'no60', 'no30', 'black'][level]!;
    return [level === 1 ? party(p) : `${party(p)}: ${t(`doppelkopf.announcements.${name}`)}`];
  });
  return out.length ? out.join(' · ') : t('doppelkopf.summaryNothingAnnounced');
}

/** Each seat's card points in a Ramsch (null otherwise: the parties' points are shown instead). */
export const ramschCardPoints = (g: GameRecord): number[] | null => g.ramsch?.cardPoints ?? null;
