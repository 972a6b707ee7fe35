// Computes the llms outputs (./outputs.ts) in a worker thread for ./index.ts.
// The modules are TypeScript: tsx, which `npm run build` already runs the
// precompression step with, loads them here.
//
// Messages, in this order: { docs } (the pages, when the engine has loaded
// them), any number of { file, tree } (the engine's parse of a file, as the
// bundler compiles it: ./engineTrees.ts), then { finish: true }, answered
// with the outputs.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerModules } from 'tsx/esm/api';

// The lowest priority, for this thread only (Linux keeps a nice value per
// thread): the conversion is needed only when the build ends, while the
// bundler's main thread, its own threads and the diagrams' browser decide
// when that is. At normal priority it took their CPU: bundling 11.7–12.5 s
// against 8.2–8.3 s, the cold build 22.3–23.7 s against 21.6–22.0 s
// (3 interleaved pairs; the conversion then finishes in postBuild).
setPriority(19);
// This thread's id, for ./index.ts to raise the priority again when the
// engine waits for the outputs (Linux; elsewhere it stays 0 and nothing is raised).
try {
  Atomics.store(workerData.thread, 0, Number(readlinkSync('/proc/thread-self').split('/').pop()));
} catch {
  // no /proc/thread-self
}

// Messages that arrive while the modules load wait here.
const early = [];
let handle = (message) => early.push(message);
parentPort.on('message', (message) => handle(message));

// What tsx's tsImport() does, under a fixed namespace instead of a random
// one: tsx caches each file's compiled code by its address, which carries
// the namespace, so a random one compiled all of it again on every build
// (loading took 1.6 s against 0.9 s).
const namespace = 'llms-worker';
registerCommonJs({ namespace });
const { llmsConversion } = await registerModules({ namespace }).import('./outputs.ts', import.meta.url);

let conversion;
// A throw (a component without a conversion) ends the worker with an error, which ./index.ts reports.
handle = (message) => {
  if (message.docs) conversion = llmsConversion(message.docs);
  // The engine loads the docs (allContentLoaded) before the bundler compiles any page.
  else if (!conversion) throw new Error('llms: the worker got a message before the docs');
  else if (message.tree) conversion.engineTree(message.file, message.tree);
  else if (message.finish) {
    conversion.outputs().then(
      (outputs) => parentPort.postMessage(outputs),
      (error) =>
        setImmediate(() => {
          throw error;
        }),
    );
  }
};
early.splice(0).forEach(handle);
