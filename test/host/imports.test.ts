import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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

/** The import cycles: strongly connected components of more than one module, or a module importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do { w = stack.pop()!; on.delete(w); comp.push(w); } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe('src-main/host import graph', () => {
  const graph = new Map(readdirSync(root).filter((f) => f.endsWith('.ts')).map((f) => [f, imports(join(root, f))]));

  it('the scan sees real imports (table.ts loads the bot driver and the seats)', () => {
    expect(graph.get('table.ts')).toEqual(expect.arrayContaining(['botDriver.ts', 'seats.ts']));
  });

  it('has no import circle (the bots\' schedule knows its table only through an interface)', () => {
    expect(cycles(graph)).toEqual([]);
    expect(graph.get('botDriver.ts')).not.toContain('table.ts');
  });
});
