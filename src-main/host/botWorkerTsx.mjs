// Starts the bot thread from the TypeScript sources (CLI, tests): tsx's
// hooks must be registered inside the thread; `--import tsx` in a worker's
// execArgv does not take effect for its entry on Node 20.
import { register } from 'tsx/esm/api';

register();
await import('./botWorker.ts');
