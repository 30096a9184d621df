// `npx tsx bench/profile-summary.ts FILE.cpuprofile [--top N] [--filter TEXT]`:
// the top self-time and inclusive-time functions of a V8 CPU profile
// (`node --cpu-prof`), as a Markdown table for docs/benchmarks.md.
// Inclusive time counts a function once per sample even when it recurses.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '15' } } });
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const top = Number(values.top);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const name = (n: Node) => {
  const f = n.callFrame;
  const file = f.url.replace(/^file:\/\//, '').replace(/^.*?\/(node_modules\/|src-main\/|shared\/|bench\/)/, '$1');
  return `${f.functionName || '(anonymous)'} ${file ? `${file}:${f.lineNumber + 1}` : ''}`.trim();
};
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  all += dt;
  const leaf = byId.get(id)!;
  if (leaf.callFrame.functionName === '(idle)') { idle += dt; return; }
  self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
    const k = name(byId.get(n)!);
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + dt);
  }
});
const busy = all - idle;
const ms = (us: number) => (us / 1000).toFixed(0);
const pct = (us: number) => ((100 * us) / busy).toFixed(1);
const table = (title: string, m: Map<string, number>) => {
  const rows = [...m].filter(([k]) => !/^\((root|program)\)/.test(k) || title === 'self').sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n| ${title} ms | % of busy | function |\n|---:|---:|---|`);
  for (const [k, v] of rows) console.log(`| ${ms(v)} | ${pct(v)} | \`${k.replace(/\|/g, '\\|')}\` |`);
};
console.log(`profile ${ms(all)} ms, busy (not idle) ${ms(busy)} ms`);
table('self', self);
table('inclusive', total);
