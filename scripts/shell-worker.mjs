// One worker process of the shell's page server (STORE_WORKERS > 1, started by scripts/serve.mjs through
// scripts/cluster-workers.mjs): the same servers serveStore runs in its own process when there is one worker.
import { runClusterWorker } from './cluster-workers.mjs';
import { SHELL_WORKER_OPTIONS, serveShell } from './serve.mjs';

await runClusterWorker(() => serveShell(process.env, JSON.parse(process.env[SHELL_WORKER_OPTIONS] ?? '{}')));
