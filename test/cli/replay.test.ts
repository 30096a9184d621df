import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { playedRecord } from '../games/dubbe/played';

const run = promisify(execFile);
const bin = join(__dirname, '../../bin/stammtisch.js');

/** Run `stammtisch replay` as a real process; never throws on a non-zero exit. */
async function replay(files: string[]) {
  try {
    const { stdout, stderr } = await run('node', [bin, 'replay', ...files]);
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('stammtisch replay', () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-'));
  const write = (name: string, content: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  const good = playedRecord(4, 'cli-good');
  const goodFile = write('good.json', good.record);
  const bad = playedRecord(3, 'cli-bad', { actions: 20 }).record;
  (bad.rounds[0]!.actions[4] as { type: string }).type = 'declareTrump';
  (bad.rounds[0]!.actions[4] as { suit?: string }).suit = 'red';
  const badFile = write('bad.json', bad);
  const brokenFile = write('broken.json', { ...good.record, format: 'something-else' });

  it('prints the documented JSON and exits 0 when every action is legal', async () => {
    const out = await replay([goodFile]);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({ ok: true, ...good.match.results() });
    expect(out.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('exits 1 and names round, action and rule for a refused action', async () => {
    const out = await replay([badFile]);
    expect(out.code).toBe(1);
    const line = JSON.parse(out.stdout);
    expect(line.ok).toBe(false);
    expect(line.error.round).toBe(0);
    expect(line.error.action).toBe(4);
    expect(line.error.message).toMatch(/trump/i);
  });

  it('exits 2 with a clear message on stderr for a file that is not a record', async () => {
    const notJson = write('not.json', '{"format": ');
    const out = await replay([brokenFile, notJson]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/broken\.json: not a valid record: unknown format tag/);
    expect(out.stderr).toMatch(/not\.json: not a valid record: not JSON/);
  });

  it('prints one line per file in argument order; the worst file decides the exit code', async () => {
    const out = await replay([goodFile, badFile, goodFile, brokenFile, join(dir, 'missing.json')]);
    expect(out.code).toBe(2);
    const lines = out.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.ok)).toEqual([true, false, true, false, false]);
    expect(lines[1].error.action).toBe(4);
    expect(lines[3].invalid).toMatch(/format/);
    expect(lines[4].invalid).toMatch(/cannot read/);
    const onlyBad = await replay([goodFile, badFile]);
    expect(onlyBad.code).toBe(1);
  });
});
