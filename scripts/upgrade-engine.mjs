#!/usr/bin/env node
// Rehearses an engine upgrade, so the next one is mechanical.
//
// Usage: node scripts/upgrade-engine.mjs [--to 3.x.y] [--no-test]
//   --to       the @docusaurus/* version to move to (default: the newest
//              stable 3.x on the registry)
//   --no-test  stop after the install and the engine-internals check
//
// Steps, each printed as it runs; the first that fails stops the script with
// what to do next:
//   1. set every @docusaurus/* dependency in package.json to the version;
//   2. npm install: patch-package re-applies patches/ (a hunk that no longer
//      applies fails here: see patches/README.md for what each hunk fixes and
//      the test that proves it; when the upstream fix landed, delete the hunk);
//   3. rename each @docusaurus patch file to the new version, so the next
//      install does not warn that it was made for another one;
//   4. the engine-internals test (src/engineInternals): the private modules
//      and paths we rely on are still there;
//   5. npm test.
// Run it on a branch; the diff (package.json, package-lock.json, patches/) is
// the upgrade.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { to: { type: 'string' }, 'no-test': { type: 'boolean' } } });

function run(command, hint) {
  console.log(`\n▶ ${command}`);
  try {
    execSync(command, { stdio: 'inherit' });
  } catch {
    console.error(`\n✖ ${command} failed. ${hint}`);
    process.exit(1);
  }
}

function newestStable3() {
  const versions = JSON.parse(execSync('npm view @docusaurus/core versions --json', { encoding: 'utf8' }));
  const stable = versions.filter((version) => /^3\.\d+\.\d+$/.test(version));
  const byNumber = (a, b) => {
    const [x, y] = [a, b].map((version) => version.split('.').map(Number));
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  return stable.sort(byNumber).at(-1);
}

const target = values.to ?? newestStable3();
if (!/^3\.\d+\.\d+$/.test(target)) {
  console.error(`--to must be a stable 3.x version (got ${target}).`);
  process.exit(2);
}

// 1. package.json
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const changed = [];
for (const field of ['dependencies', 'devDependencies']) {
  for (const name of Object.keys(manifest[field] ?? {})) {
    if (name.startsWith('@docusaurus/') && manifest[field][name] !== target) {
      changed.push(`${name} ${manifest[field][name]} → ${target}`);
      manifest[field][name] = target;
    }
  }
}
writeFileSync('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
console.log(changed.length ? `package.json:\n  ${changed.join('\n  ')}` : `package.json already at ${target}.`);

// 2. install, re-applying the patches
run(
  'npm install --no-audit --no-fund',
  'If patch-package reported a hunk that does not apply, read its row in patches/README.md: re-make the fix ' +
    '(edit node_modules, then `npx patch-package <package>`) or, if the release fixed it, delete the hunk and its row.',
);

// 3. patch files named after the new version
for (const file of readdirSync('patches').filter((name) => /^@docusaurus\+.+\+\d+\.\d+\.\d+\.patch$/.test(name))) {
  const renamed = file.replace(/\+\d+\.\d+\.\d+\.patch$/, `+${target}.patch`);
  if (renamed !== file) {
    renameSync(`patches/${file}`, `patches/${renamed}`);
    console.log(`patches/${file} → patches/${renamed} (update its heading in patches/README.md)`);
  }
}

// 4. the private parts we rely on
run(
  'npx vitest run src/engineInternals',
  'A private engine module or path moved: the failing test names it; update src/engineInternals and its README.',
);

// 5. everything
if (!values['no-test']) run('npm test', 'Fix what the upgrade broke; the step table above says where.');
console.log(
  `\n✔ @docusaurus/* at ${target}, patches applied, suite green. Commit package.json, package-lock.json and patches/.`,
);
