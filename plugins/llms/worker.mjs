// Computes the llms outputs (./outputs.ts) in a worker thread for ./index.ts,
// so that the conversion runs beside the bundler, not in postBuild.
// The modules are TypeScript: tsx, which `npm run build` already runs the
// precompression step with, loads them here.
//
// One message in, { docs } (the pages, when the engine has loaded them); the
// outputs go back when { finish: true } comes.
import { parentPort } from 'node:worker_threads';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerModules } from 'tsx/esm/api';

// A message that arrives while the modules load waits here.
const early = [];
let handle = (message) => early.push(message);
parentPort.on('message', (message) => handle(message));

// What tsx's tsImport() does, under a fixed namespace instead of a random
// one: tsx caches each file's compiled code by its address, which carries
// the namespace, so a random one compiled all of it again on every build.
const namespace = 'llms-worker';
registerCommonJs({ namespace });
const { llmsOutputs } = await registerModules({ namespace }).import('./outputs.ts', import.meta.url);

let outputs;
// A rejection (a component without a conversion) ends the worker with an error, which ./index.ts reports.
const fail = (error) =>
  setImmediate(() => {
    throw error;
  });
handle = (message) => {
  if (message.docs) {
    outputs = llmsOutputs(message.docs);
    outputs.catch(fail);
  } else if (message.finish) {
    if (!outputs) throw new Error('llms: the worker was asked to finish before it got the docs');
    outputs.then((result) => parentPort.postMessage(result), fail);
  }
};
early.splice(0).forEach(handle);
