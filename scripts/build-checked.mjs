#!/usr/bin/env node
// Production build that fails on any link warning.
//
// The config keeps the specification's levels (broken links throw; broken
// anchors, broken Markdown links and duplicate routes only warn), so that
// authors see every problem at once; this wrapper then demands zero warnings.
import { spawn } from 'node:child_process';

const forbidden = [
  { pattern: /broken links?/i, what: 'broken link' },
  { pattern: /broken anchors?/i, what: 'broken anchor' },
  { pattern: /markdown links?.*(couldn't|could not) be resolved/i, what: 'broken Markdown link' },
  { pattern: /duplicate routes?/i, what: 'duplicate route' },
];

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: process.env,
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
  const found = forbidden.filter(({ pattern }) => pattern.test(output));
  if (found.length > 0) {
    console.error(
      `\n✖ The build printed ${found.map((f) => f.what).join(', ')} warnings (see above). ` +
        'Fix the links or anchors it names: the test suite allows none.',
    );
    process.exit(1);
  }
  console.log('\n✔ Build finished with no link, anchor or route warnings.');
});
