// Runs many Node.js samples in one process, for tests/samples/run.ts and flows.ts.
//
// Usage: node batch.mjs TIMEOUT_SECONDS FILE...
//        node batch.mjs TIMEOUT_SECONDS < paths   (one path a line, each run once its line arrives)
//
// Each sample is an ES module, imported in turn (top-level await included),
// so Node.js starts once. Its console output goes to FILE.out. One JSON line
// per sample reports 0 or 1 and whether it timed out. The second form serves
// the walkthrough flows, whose next sample depends on the last one's answer.
import { appendFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { format } from 'node:util';
import { pathToFileURL } from 'node:url';

const [timeoutText, ...files] = process.argv.slice(2);
const timeoutMs = Number(timeoutText) * 1000;
const report = process.stdout.write.bind(process.stdout);

async function runSample(file) {
  const out = `${file}.out`;
  writeFileSync(out, '');
  const write = (...args) => appendFileSync(out, `${format(...args)}\n`);
  for (const name of ['log', 'info', 'warn', 'error']) console[name] = write;
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs); // a bound, not a wait
  });
  let code = 0;
  let timedOut = false;
  try {
    const result = await Promise.race([import(pathToFileURL(file).href), timeout]);
    if (result === 'timeout') timedOut = true;
  } catch (error) {
    write(error?.stack ?? String(error));
    if (error?.cause) write('Caused by:', error.cause);
    code = 1;
  } finally {
    clearTimeout(timer);
  }
  report(`${JSON.stringify({ file, code: timedOut ? null : code, timedOut })}\n`);
}

if (files.length > 0) {
  for (const file of files) await runSample(file);
} else {
  for await (const line of createInterface({ input: process.stdin })) if (line.trim()) await runSample(line.trim());
}
// A sample that timed out may still hold timers; the batch is over.
process.exit(0);
