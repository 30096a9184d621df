import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stammtischOnce } from './processes';

const bin = stammtischOnce;

const lines = (s: string) => s.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, any>);

/** Games and wins per name, straight from `stammtisch replay` of each file. */
async function expected(files: string[]): Promise<Map<string, { games: number; wins: number }>> {
  const res = await bin('replay', ...files);
  expect(res.code, res.stderr).toBe(0);
  const out = new Map<string, { games: number; wins: number }>();
  const replays = lines(res.stdout);
  for (let i = 0; i < files.length; i++) {
    const players = (JSON.parse(await readFile(files[i]!, 'utf8')) as { players: string[] }).players;
    players.forEach((name, seat) => {
      const e = out.get(name) ?? { games: 0, wins: 0 };
      e.games++;
      if ((replays[i]!.winners as number[]).includes(seat)) e.wins++;
      out.set(name, e);
    });
  }
  return out;
}

describe('stammtisch stats', () => {
  let dir: string;
  let records: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stats-'));
    records = join(dir, 'records');
    const plays: string[][] = [
      ['--game', 'dubbe', '--players', '3', '--bots', 'random', '--games', '3', '--seed', 'st1'],
      ['--game', 'doppelkopf', '--players', '4', '--bots', 'random', '--games', '2', '--seed', 'st2', '--options', '{"games":4}'],
      ['--game', 'doppelkopf', '--players', '5', '--bots', 'random', '--games', '1', '--seed', 'st3', '--options', '{"preset":"weimar","closingAfter":3,"games":6}'],
      ['--game', 'dobbm', '--players', '4', '--bots', 'random', '--games', '2', '--seed', 'st4', '--options', '{"hands":4}'],
      ['--game', 'dobble', '--players', '4', '--bots', 'random', '--games', '2', '--seed', 'st5'],
    ];
    await Promise.all(plays.map(async (args, i) => {
      const res = await bin('selfplay', ...args, '--out', join(records, `p${i}`));
      expect(res.code, res.stderr).toBe(0);
    }));
    // Give the same people seats in several games, in other orders, so names cross games and seats.
    const people = ['Birgit', 'Roter Klaus', 'Hauri', 'Mario', 'Uschi'];
    let k = 0;
    for (const sub of await readdir(records)) {
      for (const f of await readdir(join(records, sub))) {
        const path = join(records, sub, f);
        const rec = JSON.parse(await readFile(path, 'utf8')) as { players: string[] };
        rec.players = rec.players.map((_, s) => people[(s + k) % people.length]!);
        k++;
        await writeFile(path, JSON.stringify(rec));
      }
    }
  }, 240_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const allFiles = async () => {
    const out: string[] = [];
    for (const sub of (await readdir(records)).sort()) for (const f of (await readdir(join(records, sub))).sort()) out.push(join(records, sub, f));
    return out;
  };

  it('agrees with the records: games and wins per name, over every game', { timeout: 120_000 }, async () => {
    const files = await allFiles();
    expect(files.length).toBe(10);
    const res = await bin('stats', records);
    expect(res.code, res.stderr).toBe(0);
    const got = lines(res.stdout);
    const want = await expected(files);
    expect(got.map((l) => l.name)).toEqual([...want.keys()].sort());
    for (const l of got) {
      expect({ name: l.name, games: l.games, wins: l.wins }).toEqual({ name: l.name, ...want.get(l.name)! });
      const perGame = Object.entries(l).filter(([, v]) => v && typeof v === 'object' && 'games' in v) as [string, { games: number; wins: number }][];
      expect(perGame.reduce((a, [, v]) => a + v.games, 0)).toBe(l.games);
      expect(perGame.reduce((a, [, v]) => a + v.wins, 0)).toBe(l.wins);
    }
    // Per-game keys of every game are there.
    const keys = new Set(got.flatMap((l) => Object.keys(l)));
    for (const k of ['dubbe', 'doppelkopf', 'doppelkopf:weimar', 'dobbm', 'dobble']) expect(keys).toContain(k);
    const birgit = got.find((l) => l.name === 'Birgit')!;
    expect(Object.keys(birgit.doppelkopf ?? birgit['doppelkopf:weimar'])).toEqual(expect.arrayContaining(['re', 'kontra', 'solos', 'solosWon', 'pflichtSolos', 'marriages', 'announcements', 'announcementsWon']));
  });

  it("each game's counters add up to what replay reports", { timeout: 120_000 }, async () => {
    const files = await allFiles();
    const replays = lines((await bin('replay', ...files)).stdout);
    const games = await Promise.all(files.map(async (f) => (JSON.parse(await readFile(f, 'utf8')) as { game: string; options: { preset?: string } })));
    const got = lines((await bin('stats', records)).stdout);
    const sum = (kind: string, key: string) => got.reduce((a, l) => a + ((l[kind]?.[key] as number | undefined) ?? 0), 0);
    const of = (kind: string) => replays.filter((_, i) => (games[i]!.game + (games[i]!.options.preset && games[i]!.options.preset !== 'standard' ? `:${games[i]!.options.preset}` : '')) === kind);
    // Dubbe: plus and minus points banked = replay's totals.
    expect(sum('dubbe', 'plusBanked')).toBe(of('dubbe').reduce((a, r) => a + r.totals.plus.reduce((x: number, y: number) => x + y, 0), 0));
    expect(sum('dubbe', 'minusBanked')).toBe(of('dubbe').reduce((a, r) => a + r.totals.minus.reduce((x: number, y: number) => x + y, 0), 0));
    // Doppelkopf: every scored deal has one Re and one Kontra party; solos = one-player Re parties.
    for (const kind of ['doppelkopf', 'doppelkopf:weimar']) {
      const deals = of(kind).flatMap((r) => r.rounds.filter((g: { scored: boolean }) => g.scored));
      expect(sum(kind, 're')).toBe(deals.reduce((a: number, g: { re: number[] }) => a + g.re.length, 0));
      expect(sum(kind, 'kontra')).toBe(deals.reduce((a: number, g: { kontra: number[] }) => a + g.kontra.length, 0));
      expect(sum(kind, 'deals')).toBe(sum(kind, 're') + sum(kind, 'kontra'));
      expect(sum(kind, 'solosWon')).toBeLessThanOrEqual(sum(kind, 'solos'));
      expect(sum(kind, 'announcementsWon')).toBeLessThanOrEqual(sum(kind, 'announcements'));
    }
    // Dobbm: games declared = deals with a declarer.
    expect(sum('dobbm', 'declared')).toBe(of('dobbm').reduce((a, r) => a + r.rounds.filter((h: { declarer: number | null }) => h.declarer !== null).length, 0));
    expect(sum('dobbm', 'declaredWon')).toBe(of('dobbm').reduce((a, r) => a + r.rounds.filter((h: { outcome: string; declarer: number | null }) => h.declarer !== null && h.outcome === 'won').length, 0));
    // The symbol game: cards per mini-game = replay's cards.
    const cards: Record<string, number> = {};
    for (const r of of('dobble')) for (const m of r.rounds) for (const s of m.players) cards[m.miniGame] = (cards[m.miniGame] ?? 0) + (m.cards[s] ?? 0);
    const gotCards: Record<string, number> = {};
    for (const l of got) for (const [k, v] of Object.entries((l.dobble?.cards ?? {}) as Record<string, number>)) gotCards[k] = (gotCards[k] ?? 0) + v;
    expect(gotCards).toEqual(cards);
  });

  it('the same names and numbers for files given one by one', { timeout: 60_000 }, async () => {
    const files = await allFiles();
    const a = await bin('stats', ...files);
    const b = await bin('stats', records);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });

  it('lists damaged and unknown files, skips them, keeps them, exit 1', { timeout: 60_000 }, async () => {
    const bad = join(dir, 'bad');
    await mkdir(bad, { recursive: true });
    const files = await allFiles();
    await cp(files[0]!, join(bad, 'good.json'));
    const rec = JSON.parse(await readFile(files[0]!, 'utf8')) as { rounds: { actions: { seat: number }[] }[] };
    const a = rec.rounds[0]!.actions[1]!;
    a.seat = (a.seat + 1) % 3; // out of turn: refused
    await writeFile(join(bad, 'damaged.json'), JSON.stringify(rec));
    await writeFile(join(bad, 'notes.json'), '{"shopping": ["beer"]}');
    await writeFile(join(bad, 'broken.json'), '{"format":"stammtisch-rec');
    const res = await bin('stats', bad);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/damaged\.json: skipped \(damaged\): an action is refused/);
    expect(res.stderr).toMatch(/notes\.json: skipped \(unknown\)/);
    expect(res.stderr).toMatch(/broken\.json: skipped \(unknown\): not JSON/);
    const want = await expected([join(bad, 'good.json')]);
    expect(lines(res.stdout).map((l) => [l.name, l.games, l.wins])).toEqual([...want.entries()].sort().map(([n, v]) => [n, v.games, v.wins]));
    for (const f of ['damaged.json', 'notes.json', 'broken.json']) expect(existsSync(join(bad, f))).toBe(true);
  });

  it('--data: the app history (its own games and the host archive), a game kept twice counts once, merged names', { timeout: 60_000 }, async () => {
    const data = join(dir, 'data');
    const files = await allFiles();
    await mkdir(join(data, 'history', 'games'), { recursive: true });
    await mkdir(join(data, 'table', 'finished'), { recursive: true });
    for (const [i, f] of files.entries()) await cp(f, join(data, i % 2 ? 'history/games' : 'table/finished', `g${i}.json`));
    await cp(files[0]!, join(data, 'history', 'games', 'again.json'));
    const res = await bin('stats', '--data', data);
    expect(res.code, res.stderr).toBe(0);
    const want = await expected(files);
    expect(lines(res.stdout).map((l) => [l.name, l.games, l.wins])).toEqual([...want.entries()].sort().map(([n, v]) => [n, v.games, v.wins]));
    expect(existsSync(join(data, 'history', 'index.sqlite'))).toBe(true);

    await writeFile(join(data, 'history', 'aliases.json'), JSON.stringify({ Uschi: 'Birgit' }));
    const merged = lines((await bin('stats', '--data', data)).stdout);
    const b = merged.find((l) => l.name === 'Birgit')!;
    expect(merged.find((l) => l.name === 'Uschi')).toBeUndefined();
    expect(b.games).toBe(want.get('Birgit')!.games + want.get('Uschi')!.games);
    expect(b.wins).toBe(want.get('Birgit')!.wins + want.get('Uschi')!.wins);
    expect(b.aliases).toEqual(['Uschi']);
  });

  it('usage errors exit 2', async () => {
    expect((await bin('stats', '--bogus')).code).toBe(2);
    expect((await bin('stats', join(dir, 'nope.json'))).code).toBe(2);
  });
});
