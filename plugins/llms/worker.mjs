// Computes the llms outputs (./outputs.ts) in a worker thread for ./index.ts.
// The modules are TypeScript: tsx, which `npm run build` already runs the
// precompression step with, loads them here.
import { setPriority } from 'node:os';
import { once } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerModules } from 'tsx/esm/api';

// The lowest priority, for this thread only (Linux keeps a nice value per
// thread): the conversion is needed only when the build ends, while the
// bundler's main thread, its own threads and the diagrams' browser decide
// when that is. At normal priority it took their CPU: bundling 11.7–12.5 s
// against 8.2–8.3 s, the cold build 22.3–23.7 s against 21.6–22.0 s
// (3 interleaved pairs; the conversion then finishes in postBuild).
setPriority(19);

// What tsx's tsImport() does, under a fixed namespace instead of a random
// one: tsx caches each file's compiled code by its address, which carries
// the namespace, so a random one compiled all of it again on every build
// (loading took 1.6 s against 0.9 s).
const namespace = 'llms-worker';
registerCommonJs({ namespace });
const { llmsOutputs } = await registerModules({ namespace }).import('./outputs.ts', import.meta.url);
// Loaded before the docs are (./index.ts starts this thread when the plugin
// is created, while the build's start leaves a core idle): the input comes next.
const [input] = await once(parentPort, 'message');
// A rejection ends the worker with an error, which ./index.ts reports.
parentPort.postMessage(await llmsOutputs(input));
