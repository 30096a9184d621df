import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../../shared/games/doppelkopf');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * The modules a file loads at run time, inside the Doppelkopf folder:
 * `import`/`export ... from` with a relative path, leaving out
 * `import type` and imports whose every name is `type` (erased by the compiler).
 */
export function runtimeImports(file: string, withTypes = false): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/^(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'(\.[^']+)'/gm)) {
    if (m[1] && !withTypes) continue;
    const names = /^\{([\s\S]*)\}$/.exec(m[2]!.trim());
    if (!withTypes && names && names[1]!.split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '))) continue;
    const target = resolve(dirname(file), `${m[3]}.ts`);
    if (target.startsWith(root)) out.push(relative(root, target));
  }
  return out;
}

/** Every import cycle (as strongly connected components of more than one module, or a self-import). */
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

describe('Doppelkopf import graph: Weimar is a variant the core calls through one interface', () => {
  const graph = new Map(files(root).map((f) => [relative(root, f), runtimeImports(f)]));

  it('the scan sees real imports (play.ts loads the cards and the trick order)', () => {
    expect(graph.get('play.ts')).toEqual(expect.arrayContaining(['cards.ts', 'order.ts']));
    expect(runtimeImports(join(root, 'state.ts'))).not.toContain('options.ts');
  });

  it('play.ts and options.ts import nothing from weimar/', () => {
    for (const f of ['play.ts', 'options.ts']) expect(graph.get(f)!.filter((t) => t.startsWith('weimar/')), f).toEqual([]);
  });

  it('no import cycle runs through weimar/ (nor anywhere else in the game)', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('no cycle even counting type imports: options.ts knows no preset, presets plug in from outside (issue 28)', () => {
    const typed = new Map(files(root).map((f) => [relative(root, f), runtimeImports(f, true)]));
    expect(cycles(typed)).toEqual([]);
    expect(typed.get('options.ts')!.filter((t) => !['solos.ts'].includes(t))).toEqual([]);
  });
});
