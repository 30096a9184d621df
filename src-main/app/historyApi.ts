import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { RecordError } from '../../shared/engine/errors';
import { parseRecordText } from '../../shared/engine/record';
import { getGame } from '../../shared/games/registry';
import { gamePeople, seatCounts } from '../history/aggregate';
import { History } from '../history/history';
import { replaySteps } from '../history/replaySteps';
import { season } from '../history/season';
import { SkippedFile } from '../history/summary';
import type { RunningTable } from '../host/index';
import { HttpError, readJsonBody } from './http';

/**
 * The history's part of the app's loopback API (docs/history.md, "App API").
 * The server hands every request under /api/history here and every table it
 * hosts to `watch`, which keeps the finished game in the history.
 */

const Merge = z.strictObject({ alias: z.string().trim().min(1).max(60), name: z.string().trim().min(1).max(60) });
const Import = z.strictObject({ name: z.string().max(200).default('record'), text: z.string().min(2) });
/** Records of long evenings run to a few hundred KB. */
const MAX_RECORD = 8 * 1024 * 1024;

export class HistoryApi {
  private history: Promise<History> | null = null;

  constructor(private readonly dataDir: string | null) {}

  private open(): Promise<History> {
    if (!this.dataDir) throw new HttpError(404, 'this app keeps no history (no data directory)');
    this.history ??= History.open(this.dataDir).catch((e: unknown) => {
      this.history = null;
      throw e;
    });
    return this.history;
  }

  /** Keeps the table's record in the history once its game is over (also when the host ended it). */
  watch(running: RunningTable): void {
    if (!this.dataDir) return;
    let kept = false;
    running.table.on('change', () => {
      const t = running.table;
      if (kept || !t.over || !t.match || t.match.record.rounds.length === 0) return;
      kept = true;
      const record = { ...t.match.record, meta: { ...t.match.record.meta, finishedAt: new Date().toISOString(), table: t.name } };
      void this.open()
        .then((h) => h.add(JSON.stringify(record), `${t.game.id}-${new Date().toISOString().slice(0, 10)}-${t.id}`))
        .catch((e: Error) => process.stderr.write(`history: could not keep the game of table ${t.id}: ${e.message}\n`));
    });
  }

  async handle(req: IncomingMessage, path: string, url: URL): Promise<unknown> {
    const method = req.method ?? 'GET';
    const q = (k: string) => url.searchParams.get(k) || undefined;
    const filter = { ...(q('player') ? { player: q('player') } : {}), ...(q('game') ? { game: q('game') } : {}) };
    if (path === '/api/history' && method === 'GET') {
      const h = await this.open();
      await h.sync();
      const games = h.games(filter);
      const all = h.games();
      return {
        games: games.map(({ path: _p, ...g }) => ({ ...g, file: _p })),
        players: [...new Set(h.stats().map((s) => s.name))],
        gameIds: [...new Set(all.map((g) => g.game))].sort(),
        aliases: h.aliases(),
        problems: h.problems(),
      };
    }
    if (path === '/api/history/stats' && method === 'GET') {
      const h = await this.open();
      await h.sync();
      const games = h.games(filter);
      const aliases = h.aliases();
      return { players: h.stats(filter), games: games.map((g) => ({
        id: g.id, kind: g.kind, date: g.date, players: g.players, winners: g.winners, points: g.points,
        // Per seat: the game is in that person's numbers (played to its end, by them; docs/history.md).
        counted: g.players.map((_, s) => ['played', 'withStandIn'].includes(seatCounts(g, s))),
        // People who took a seat over mid-game (the record's `who`), with whether the game is in their numbers.
        ...(g.sitters?.length ? { sitters: gamePeople(g).filter((p) => p.sitter).map((p) => ({ seat: p.seat, name: p.name, counted: ['played', 'withStandIn'].includes(p.counts) })) } : {}),
      })), aliases };
    }
    if (path === '/api/history/season' && method === 'GET') {
      const h = await this.open();
      await h.sync();
      const year = Number(q('year') ?? new Date().getFullYear());
      if (!Number.isInteger(year) || year < 1900 || year > 3000) throw new HttpError(400, 'year: a year such as 2026');
      return season(h.games(), year, h.aliases());
    }
    const one = /^\/api\/history\/games\/([\w-]+)(\/replay)?$/.exec(path);
    if (one && method === 'GET') {
      const h = await this.open();
      const found = await h.record(one[1]!);
      if (!found) throw new HttpError(404, 'no such game in the history');
      if (!one[2]) return { ...found.entry, detail: h.detail(one[1]!) };
      return stepsOf(found.text);
    }
    if (path === '/api/history/replay' && method === 'POST') {
      // A record opened by file without keeping it: replayed for the viewer only.
      const parsed = Import.safeParse(await readJsonBody(req, MAX_RECORD));
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
      return stepsOf(parsed.data.text);
    }
    if (path === '/api/history/import' && method === 'POST') {
      const parsed = Import.safeParse(await readJsonBody(req, MAX_RECORD));
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
      const h = await this.open();
      try {
        const { path: file, ...entry } = await h.add(parsed.data.text, parsed.data.name);
        return { ...entry, file };
      } catch (e) {
        if (e instanceof SkippedFile || e instanceof RecordError) throw new HttpError(400, `not a game record: ${e.message}`);
        throw diskFull(e, 'the record was not kept');
      }
    }
    if (path === '/api/history/merge' && method === 'POST') {
      const parsed = Merge.safeParse(await readJsonBody(req, MAX_RECORD));
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
      const h = await this.open();
      try {
        return { aliases: await h.mergeNames(parsed.data.alias, parsed.data.name) };
      } catch (e) {
        const full = diskFull(e, 'the names were not merged');
        throw full instanceof HttpError ? full : new HttpError(400, (e as Error).message);
      }
    }
    throw new HttpError(404, `no API ${method} ${path}`);
  }
}

function stepsOf(text: string) {
  try {
    const record = parseRecordText(text);
    const game = getGame(record.game);
    if (!game) throw new RecordError(`unknown game "${record.game}"`);
    return replaySteps(game, record);
  } catch (e) {
    if (e instanceof RecordError) throw new HttpError(400, `not a game record: ${e.message}`);
    throw e;
  }
}

/** A write the disk refused (full, over quota, read-only): 507 with a sentence a person can act on; anything else as it was. */
function diskFull(e: unknown, what: string): unknown {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return new HttpError(507, `The disk is full: ${what}. Free some space and try again.`);
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return new HttpError(507, `The data directory cannot be written (${code}): ${what}.`);
  return e;
}
