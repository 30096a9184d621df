import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rendererDir = join(root, 'src-renderer');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|vue|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** Every module a file names: import/export … from, import(), require(). */
function specifiers(text: string): string[] {
  const out: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[2]!);
  return out;
}

describe('the renderer (the page) imports nothing from src-main/', () => {
  it('finds the imports it checks (the scan works)', () => {
    expect(specifiers(`import a from '../x';\nexport { b } from "../../src-main/app/api";\nconst t: import('../y').T;\nimport './z.css';`))
      .toEqual(['../x', '../../src-main/app/api', '../y', './z.css']);
  });

  it('no file under src-renderer/ names a module under src-main/ (or Node or Electron)', () => {
    const bad: string[] = [];
    for (const file of files(rendererDir)) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        const target = spec.startsWith('.') ? relative(root, resolve(file, '..', spec)) : spec;
        if (target.startsWith('src-main') || /^(node:|electron$)/.test(target)) bad.push(`${relative(root, file)}: ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
