// A precompression thread of ./compress.ts: compresses each file it is sent
// ({ file, brotliQuality }) and answers with the sizes (./encode.mjs).
import { parentPort } from 'node:worker_threads';
import { precompressFileSync } from './encode.mjs';

parentPort.on('message', ({ file, brotliQuality }) => {
  parentPort.postMessage(precompressFileSync(file, brotliQuality));
});
