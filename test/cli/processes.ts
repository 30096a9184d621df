import { execFile, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/stammtisch.js', import.meta.url));

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const execFileP = promisify(execFile);

/** `stammtisch ARGS` run to its end in the checkout: its exit code and whole output (a failure is a result, not a throw). */
export async function stammtischOnce(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileP(process.execPath, [BIN, ...args], { cwd: ROOT, maxBuffer: 1 << 26 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

export interface Proc {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
  /** Resolves with the first stdout line matching `re`. */
  line(re: RegExp, timeoutMs?: number): Promise<string>;
}

/** `stammtisch ARGS` as a real process (optionally behind a prefix such as `ip netns exec NS`). */
export function stammtisch(args: string[], prefix: string[] = [], options: SpawnOptions = {}): Proc {
  const cmd = [...prefix, process.execPath, BIN, ...args];
  const child = spawn(cmd[0]!, cmd.slice(1), { stdio: ['pipe', 'pipe', 'pipe'], ...options });
  const proc: Proc = {
    child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null)))),
    line(re, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = proc.stdout.split('\n').find((l) => re.test(l));
          if (hit === undefined) return false;
          clearTimeout(timer);
          child.stdout!.off('data', check);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => reject(new Error(`no line ${re} within ${timeoutMs} ms; stdout: ${proc.stdout.slice(-500)}; stderr: ${proc.stderr.slice(-500)}`)), timeoutMs);
        if (!check()) child.stdout!.on('data', check);
      });
    },
  };
  child.stdout!.on('data', (d: Buffer) => { proc.stdout += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { proc.stderr += d.toString(); });
  return proc;
}

/** A port that was free a moment ago (for a host that must come back on the same port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
