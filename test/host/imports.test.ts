import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../support/importCycles';

const root = resolve(__dirname, '../../src-main/host');

/** Every relative import inside src-main/host, type-only ones included: a piece must read alone, types and all. */
function imports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/^(?:import|export)\s+[\s\S]*?\s+from\s+'(\.[^']+)'/gm)) {
    const target = resolve(dirname(file), `${m[1]}.ts`);
    if (target.startsWith(root + '/')) out.push(relative(root, target));
  }
  return out;
}

describe('src-main/host import graph', () => {
  const graph = new Map(readdirSync(root).filter((f) => f.endsWith('.ts')).map((f) => [f, imports(join(root, f))]));

  it('the scan sees real imports (table.ts loads the bot driver and the seats)', () => {
    expect(graph.get('table.ts')).toEqual(expect.arrayContaining(['botDriver.ts', 'seats.ts']));
  });

  it('has no import circle (the bots\' schedule knows its table only through an interface)', () => {
    expect(importCycles(graph)).toEqual([]);
    expect(graph.get('botDriver.ts')).not.toContain('table.ts');
  });
});
