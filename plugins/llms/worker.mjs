// Computes the llms outputs (./outputs.ts) in a worker thread for ./index.ts.
// The modules are TypeScript: tsx, which `npm run build` already runs the
// precompression step with, loads them here.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { llmsOutputs } = await tsImport('./outputs.ts', import.meta.url);
// A rejection ends the worker with an error, which ./index.ts reports.
parentPort.postMessage(await llmsOutputs(workerData));
