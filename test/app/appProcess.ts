import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Proc } from '../cli/processes';

const START = fileURLToPath(new URL('../../scripts/start.js', import.meta.url));

/** `node scripts/start.js ARGS` (the app, `npm start`) as a real process, no mDNS; `line` waits for a stdout line. */
export function startApp(args: string[], env: NodeJS.ProcessEnv = process.env): Proc {
  const child = spawn(process.execPath, [START, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, STAMMTISCH_NO_MDNS: '1' } });
  const proc: Proc = {
    child, stdout: '', stderr: '',
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null)))),
    line(re, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const poll = setInterval(() => {
          const hit = proc.stdout.split('\n').find((l) => re.test(l));
          if (hit !== undefined) { clearInterval(poll); resolve(hit); }
          else if (Date.now() - started > timeoutMs) { clearInterval(poll); reject(new Error(`no line ${re}: ${proc.stdout} ${proc.stderr}`)); }
        }, 50);
      });
    },
  };
  child.stdout!.on('data', (d: Buffer) => { proc.stdout += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { proc.stderr += d.toString(); });
  return proc;
}

