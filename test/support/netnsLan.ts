import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { stammtisch, type Proc } from '../cli/processes';
import { netnsPair, type NetnsPair } from './netns';

export interface NetnsLan {
  net: NetnsPair;
  /** A fresh temporary directory for this file's data (set in beforeAll). */
  dir: () => string;
  /** `stammtisch ARGS` inside a namespace; killed after the file if still running. */
  run: (ns: string, args: string[]) => Proc;
  /** Another process to kill and wait for after the file. */
  track: (p: Proc) => void;
}

/**
 * Two laptops on one LAN (netnsPair) for the tests of a `describe`: the
 * namespaces and a data directory are made before its tests and removed
 * after them, with every process started through `run` or `track`.
 */
export function netnsLan(prefix: string, subnet: string, dirName: string): NetnsLan {
  const net = netnsPair(prefix, subnet);
  const procs: Proc[] = [];
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `${dirName}-`));
    net.create();
  });
  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    net.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    net,
    dir: () => dir,
    run(ns, args) {
      const p = stammtisch(args, net.exec(ns));
      procs.push(p);
      return p;
    },
    track: (p) => { procs.push(p); },
  };
}
