import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod';
import type { Game } from '../../shared/engine/game';
import type { HouseRulesSet } from '../../shared/protocol/lobby';
import { HttpError, readJsonBody } from './http';

/** Games whose options a club may keep as a named set. */
const GAMES_WITH_HOUSE_RULES = ['doppelkopf'] as const;

/** A set as posted or imported: the exported file has the same shape (format and version optional on the way in). */
const SetSchema = z.strictObject({
  format: z.literal('stammtisch-house-rules').optional(),
  version: z.literal(1).optional(),
  name: z.string().trim().min(1, 'a name is needed').max(60),
  game: z.enum(GAMES_WITH_HOUSE_RULES),
  options: z.record(z.string(), z.unknown()),
  savedAt: z.string().max(40).optional(),
});
const FileSchema = z.object({ version: z.literal(1), sets: z.array(SetSchema) });

/**
 * A club's own rule sets ("Dienstagsrunde"), kept in the app's data
 * directory as `house-rules.json` (in memory without one): `GET/POST
 * /api/house-rules`, `DELETE /api/house-rules/:name` (docs/ui.md).
 */
export class HouseRulesApi {
  private sets: HouseRulesSet[] | null = null;

  constructor(private readonly dataDir: string | null, private readonly games: Record<string, Game<any, any, any>>) {}

  private get file(): string | null { return this.dataDir ? join(this.dataDir, 'house-rules.json') : null; }

  private async load(): Promise<HouseRulesSet[]> {
    if (this.sets) return this.sets;
    let sets: HouseRulesSet[] = [];
    if (this.file) {
      const text = await readFile(this.file, 'utf8').catch((e: NodeJS.ErrnoException) => { if (e.code === 'ENOENT') return null; throw e; });
      if (text !== null) {
        const parsed = FileSchema.safeParse(JSON.parse(text));
        if (!parsed.success) throw new HttpError(500, `${this.file} is damaged: ${parsed.error.issues[0]!.message}`);
        sets = parsed.data.sets.map((s) => this.complete(s));
      }
    }
    this.sets = sets;
    return sets;
  }

  private async save(sets: HouseRulesSet[]): Promise<void> {
    this.sets = sets;
    if (!this.file) return;
    await mkdir(this.dataDir!, { recursive: true });
    // Written beside and renamed: a crash never leaves half a file.
    const tmp = `${this.file}.tmp`;
    await writeFile(tmp, `${JSON.stringify({ version: 1, sets }, null, 2)}\n`);
    await rename(tmp, this.file);
  }

  private complete(s: z.infer<typeof SetSchema>): HouseRulesSet {
    return { format: 'stammtisch-house-rules', version: 1, name: s.name, game: s.game, options: { ...s.options, houseRules: s.name }, savedAt: s.savedAt ?? new Date().toISOString() };
  }

  async handle(req: IncomingMessage, path: string): Promise<unknown> {
    const method = req.method ?? 'GET';
    if (path === '/api/house-rules' && method === 'GET') return this.load();
    if (path === '/api/house-rules' && method === 'POST') {
      const parsed = SetSchema.safeParse(await readJsonBody(req, 16 * 1024));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new HttpError(400, `${issue.path.join('.') || 'body'}: ${issue.message}`);
      }
      const set = { ...this.complete(parsed.data), savedAt: new Date().toISOString() };
      // The game checks the options as it would for a table (an unknown or ill-typed option is refused with its name).
      try { this.games[set.game]!.options(set.options, 4); } catch (e) { throw new HttpError(400, (e as Error).message); }
      const sets = (await this.load()).filter((s) => s.name !== set.name);
      await this.save([...sets, set].sort((a, b) => a.name.localeCompare(b.name)));
      return set;
    }
    const one = /^\/api\/house-rules\/([^/]+)$/.exec(path);
    if (one && method === 'DELETE') {
      let name: string;
      try { name = decodeURIComponent(one[1]!); } catch { throw new HttpError(400, 'bad name'); }
      const sets = await this.load();
      if (!sets.some((s) => s.name === name)) throw new HttpError(404, `no house rules "${name}"`);
      await this.save(sets.filter((s) => s.name !== name));
      return { ok: true };
    }
    throw new HttpError(404, `no API ${method} ${path}`);
  }
}
