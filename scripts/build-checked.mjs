#!/usr/bin/env node
// Production build that fails on any link warning.
//
// Usage: node scripts/build-checked.mjs [--test-build] [docusaurus build options]
//   --test-build  the build the browser tests' second project serves: the
//                 environment of tests/fixtures/test-build-env.json (both
//                 widget ids, DOCS_TEST_BUILD=true) into build-test/.
//
// The config keeps the specification's levels (broken links throw; broken
// anchors, broken Markdown links and duplicate routes only warn), so that
// authors see every problem at once; this wrapper then demands zero warnings.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { linkWarnings } from './buildWarnings.mjs';

const args = process.argv.slice(2);
const isTestBuild = args.includes('--test-build');
// Diagrams must be drawn (plugins/rehype-mermaid-svg): no falling back to their source.
const env = { ...process.env, MERMAID_SVG_REQUIRED: 'true' };
const buildArgs = args.filter((arg) => arg !== '--test-build');
if (isTestBuild) {
  const testEnv = JSON.parse(readFileSync(new URL('../tests/fixtures/test-build-env.json', import.meta.url), 'utf8'));
  delete testEnv.$comment;
  Object.assign(env, testEnv);
  buildArgs.push('--out-dir', 'build-test');
}

// The engine's own command, not through npx (which alone takes about 0.35 s to start).
const docusaurus = fileURLToPath(new URL('../node_modules/@docusaurus/core/bin/docusaurus.mjs', import.meta.url));
const child = spawn(process.execPath, [docusaurus, 'build', ...buildArgs], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env,
});

let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    const text = chunk.toString();
    output += text;
    (stream === child.stdout ? process.stdout : process.stderr).write(text);
  });
}

child.on('close', (code) => {
  if (code !== 0) {
    console.error(`\n✖ The build failed (exit ${code}).`);
    process.exit(code ?? 1);
  }
  const found = linkWarnings(output);
  if (found.length > 0) {
    console.error(
      `\n✖ The build printed ${found.join(', ')} warnings (see above). ` +
        'Fix the links or anchors it names: the test suite allows none.',
    );
    process.exit(1);
  }
  console.log(`\n✔ ${isTestBuild ? 'Test build' : 'Build'} finished with no link, anchor or route warnings.`);
  // Then, as `npm run build` does, the static host's _headers and _redirects
  // and the .gz/.br copies: plain steps once every file is written (test
  // builds are never deployed, so they skip them).
  if (!isTestBuild) void afterBuild();
});

/** Runs a TypeScript step with tsx as Node's loader, not through npx (npx alone took half a second to start). */
function runStep(script, outDir, failure) {
  return new Promise((resolve) => {
    const step = spawn(process.execPath, ['--import', 'tsx', script, outDir], { stdio: 'inherit' });
    step.on('close', (code) => {
      if (code !== 0) {
        console.error(`\n✖ ${failure} failed (exit ${code}).`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}

async function afterBuild() {
  const outDirFlag = buildArgs.indexOf('--out-dir');
  const outDir = outDirFlag >= 0 ? buildArgs[outDirFlag + 1] : 'build';
  await runStep('plugins/server-config/staticHostCli.mts', outDir, 'Writing _headers and _redirects');
  await runStep('plugins/precompress/cli.mts', outDir, 'Precompression');
  process.exit(0);
}
