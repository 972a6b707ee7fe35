/**
 * Building and serving the site for the bench and `npm run budgets`.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

function run(command: string, args: string[], quiet: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Generates the API pages, then runs the checked production build and
 * returns its wall time. `cold` first deletes the bundler's persistent cache,
 * the engine's generated files and the last build's output, as on a fresh
 * checkout and as ./stockSite.ts does before timing the stock build: the
 * engine empties the output folder inside the timed build, and a previous
 * build/ with its compressed copies took about 1 s of it to delete.
 */
export async function buildSite({ cold }: { cold: boolean }): Promise<{ wallMs: number }> {
  await run('npm', ['run', '--silent', 'generate'], true);
  if (cold) {
    for (const dir of ['node_modules/.cache', '.docusaurus', 'build'])
      rmSync(path.resolve(dir), { recursive: true, force: true });
  }
  const started = performance.now();
  await run(process.execPath, ['scripts/build-checked.mjs'], true);
  return { wallMs: performance.now() - started };
}

export interface Server {
  origin: string;
  close(): void;
}

/** Serves `dir` (build/) on loopback with gzip, as production does, and waits until it answers. */
export async function serveBuild(port: number, dir = 'build'): Promise<Server> {
  const host = '127.0.0.1';
  const child = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--host', host, '--port', String(port), '--dir', dir, '--gzip'],
    { stdio: 'ignore' },
  );
  const origin = `http://${host}:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${origin}/`);
      return { origin, close: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The site did not answer on ${origin}: is the port taken?`);
}
