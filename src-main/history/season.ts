import { canonicalName, seatCounts, type Aliases } from './aggregate';
import type { GameSummary, SeasonEvening, SeasonView } from '../../shared/protocol/history';

/**
 * The Weimar season's cash box (booklet I.15, I.17): each evening's
 * settlement per member (at least the minimum, places by the Olympic rule:
 * `replay`'s `settlement`), the season's sum, and Himmelfahrtstag: every
 * member pays, members absent that day pay the average of those present.
 * A season is a calendar year; an evening is one Weimar record played to its
 * end (docs/weimar.md); bots are no members and pay nothing.
 */
export type { SeasonEvening, SeasonView } from '../../shared/protocol/history';

/** Easter Sunday (Gregorian; Meeus/Jones/Butcher), as [month 1-12, day]. */
export function easter(year: number): [number, number] {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** Himmelfahrtstag (Männertag): 39 days after Easter Sunday, as YYYY-MM-DD. */
export function himmelfahrtstag(year: number): string {
  const [m, d] = easter(year);
  const t = new Date(Date.UTC(year, m - 1, d + 39));
  return t.toISOString().slice(0, 10);
}

/** The local calendar day of a time, YYYY-MM-DD. */
export const localDay = (t: number): string => {
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function season(
  games: (GameSummary & { id: string })[], year: number, aliases: Aliases = {}, day: (t: number) => string = localDay,
): SeasonView {
  const hday = himmelfahrtstag(year);
  const evenings: SeasonEvening[] = games
    .filter((g) => g.kind === 'doppelkopf:weimar' && g.settlement && g.over && !g.endedBy && day(g.date).startsWith(`${year}-`))
    .sort((a, b) => a.date - b.date)
    .map((g) => ({
      id: g.id,
      date: g.date,
      himmelfahrt: day(g.date) === hday,
      seats: g.players.flatMap((p, s) => (seatCounts(g, s) === 'bot' ? [] : [{
        name: canonicalName(p, aliases),
        place: g.settlement!.seats[s]!.place,
        cents: g.settlement!.seats[s]!.cents,
        minus: g.points ? -g.points[s]! : 0,
      }])),
    }));
  const members = [...new Set(evenings.flatMap((e) => e.seats.map((s) => s.name)))].sort();
  const totals: Record<string, number> = Object.fromEntries(members.map((m) => [m, 0]));
  for (const e of evenings) for (const s of e.seats) totals[s.name]! += s.cents;
  const hEvenings = evenings.filter((e) => e.himmelfahrt);
  let himmelfahrt: SeasonView['himmelfahrt'] = null;
  if (hEvenings.length) {
    // What each present member paid that day (several evenings that day: their sum).
    const paid = new Map<string, number>();
    for (const e of hEvenings) for (const s of e.seats) paid.set(s.name, (paid.get(s.name) ?? 0) + s.cents);
    const present = [...paid.keys()].sort();
    const averageCents = Math.round([...paid.values()].reduce((a, b) => a + b, 0) / present.length);
    const absent = members.filter((m) => !paid.has(m));
    const payments: Record<string, { cents: number; absent: boolean }> = {};
    for (const m of members) payments[m] = paid.has(m) ? { cents: paid.get(m)!, absent: false } : { cents: averageCents, absent: true };
    // I.17②: the absent members' average comes on top of the season's evenings.
    for (const m of absent) totals[m]! += averageCents;
    himmelfahrt = { payments, averageCents, present, absent };
  }
  return { year, himmelfahrtstag: hday, members, evenings, totals, himmelfahrt };
}
