#!/usr/bin/env node
// `npm test`: every check, in dependency order, two at a time (the machines
// have two cores), with each step's time printed at the end.
//
// Usage: node scripts/test.mjs [--only step,step] [--list]
//   --only  run just these steps (their dependencies must already have run)
//   --list  print the steps and exit
//
// A step starts when the steps it needs have passed. The first failure stops
// what has not started; what is running finishes, so its output is complete.
//
// The builds and the browser tests are the critical path: the other steps run
// at a lower CPU priority (nice), so that they use what the critical path
// leaves idle (the browser tests keep the two cores about 80% busy) instead of
// slowing it down.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

/** @typedef {{ name: string, command: string, needs: string[], what: string, background?: boolean }} Step */

/** Niceness of the steps off the critical path (0 is normal, 19 the lowest priority). */
const backgroundNice = 10;

/** @type {Step[]} */
const steps = [
  { name: 'generate', command: 'npm run generate', needs: [], what: 'API reference pages from the OpenAPI document' },
  { name: 'build', command: 'node scripts/build-checked.mjs', needs: ['generate'], what: 'checked production build' },
  {
    name: 'test-build',
    command: 'node scripts/build-checked.mjs --test-build',
    // After the production build, never beside it: both write .docusaurus/,
    // and the bundler's persistent cache would mix them up.
    needs: ['build'],
    what: 'checked test build (widgets, test hooks)',
  },
  {
    name: 'e2e',
    command: 'npx playwright test',
    // The longest step starts as soon as both builds exist: a free slot takes
    // the first ready step in this list's order, so the builds and the browser
    // tests come first and the checks that need no build fill the other slot.
    needs: ['build', 'test-build'],
    what: 'browser and server tests',
  },
  {
    name: 'typecheck',
    background: true,
    command: 'npm run typecheck',
    needs: ['generate'],
    what: 'tsc --noEmit (strict)',
  },
  { name: 'lint', background: true, command: 'npm run lint', needs: ['generate'], what: 'ESLint and Prettier' },
  { name: 'unit', background: true, command: 'npm run test:unit', needs: ['generate'], what: 'Vitest unit tests' },
  {
    name: 'config-errors',
    background: true,
    command: 'npm run test:config-errors',
    needs: ['generate'],
    what: 'configuration errors and link rules on the fixture site',
  },
  {
    name: 'samples',
    background: true,
    command: 'npm run test:samples',
    needs: ['build'],
    what: 'every code sample, in five languages, against the OpenAPI mock',
  },
  {
    name: 'flows',
    background: true,
    command: 'npm run test:flows',
    needs: ['build'],
    what: 'every payment walkthrough end to end, in five languages, against the API model',
  },
];

const { values } = parseArgs({ options: { only: { type: 'string' }, list: { type: 'boolean' } } });
if (values.list) {
  for (const step of steps) {
    const priority = step.background ? ` (nice ${backgroundNice})` : '';
    console.log(`${step.name.padEnd(14)} ${step.command.padEnd(46)} ${step.what}${priority}`);
  }
  process.exit(0);
}
const only = values.only ? new Set(values.only.split(',')) : null;
const selected = only ? steps.filter((step) => only.has(step.name)) : steps;
if (only) {
  const unknown = [...only].filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}

const parallel = 2;
const started = Date.now();
/** @type {Map<string, { status: 'running' | 'passed' | 'failed', start: number, end?: number }>} */
const state = new Map();
let failed = false;

function ready(step) {
  return (
    !state.has(step.name) &&
    step.needs.every((need) => !selected.some((s) => s.name === need) || state.get(need)?.status === 'passed')
  );
}

function run(step) {
  state.set(step.name, { status: 'running', start: Date.now() });
  console.log(`\n▶ ${step.name}: ${step.command}`);
  // `nice` (coreutils) applies to everything the step starts: workers, browsers, builds.
  const command = step.background ? `nice -n ${backgroundNice} ${step.command}` : step.command;
  const child = spawn(command, { shell: true, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const entry = state.get(step.name);
      entry.end = Date.now();
      entry.status = code === 0 ? 'passed' : 'failed';
      if (code !== 0) {
        failed = true;
        console.error(`\n✖ ${step.name} failed (exit ${code}): ${step.command}`);
      }
      resolve();
    });
  });
}

const running = new Set();
for (;;) {
  while (!failed && running.size < parallel) {
    const next = selected.find(ready);
    if (!next) break;
    const job = run(next).then(() => running.delete(job));
    running.add(job);
  }
  if (running.size === 0) break;
  await Promise.race(running);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nStep times (two at a time):');
for (const step of selected) {
  const entry = state.get(step.name);
  const time = entry?.end ? seconds(entry.end - entry.start) : '—';
  const status = entry ? entry.status : failed ? 'not run' : 'skipped';
  console.log(`  ${step.name.padEnd(14)} ${time.padStart(9)}  ${status}`);
}
console.log(`  ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed || state.size < selected.length ? 1 : 0);
