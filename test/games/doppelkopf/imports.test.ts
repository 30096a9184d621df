import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../../support/importCycles';

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
    expect(importCycles(graph)).toEqual([]);
  });

  it('no cycle even counting type imports: options.ts knows no preset, presets plug in from outside (issue 28)', () => {
    const typed = new Map(files(root).map((f) => [relative(root, f), runtimeImports(f, true)]));
    expect(importCycles(typed)).toEqual([]);
    expect(typed.get('options.ts')!.filter((t) => !['solos.ts'].includes(t))).toEqual([]);
  });
});
