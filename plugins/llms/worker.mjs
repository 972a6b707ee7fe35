// Computes the llms outputs (./outputs.ts) in a worker thread for ./index.ts.
// The modules are TypeScript: tsx, which `npm run build` already runs the
// precompression step with, loads them here.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// The lowest priority, for this thread only (Linux keeps a nice value per
// thread): the conversion is needed only when the build ends, while the
// bundler's main thread, its own threads and the diagrams' browser decide
// when that is. At normal priority it took their CPU: bundling 11.7–12.5 s
// against 8.2–8.3 s, the cold build 22.3–23.7 s against 21.6–22.0 s
// (3 interleaved pairs; the conversion then finishes in postBuild).
setPriority(19);

const { llmsOutputs } = await tsImport('./outputs.ts', import.meta.url);
// A rejection ends the worker with an error, which ./index.ts reports.
parentPort.postMessage(await llmsOutputs(workerData));
