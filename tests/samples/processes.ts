/**
 * Running one sample file in its language, and a small queue so each
 * language runs in its own lane, the five lanes side by side.
 */
import { spawn } from 'node:child_process';
import type { Language } from './extract';

export const fileExtension: Readonly<Record<Language, string>> = {
  curl: 'sh',
  // .mjs: the samples use `import` and top-level `await`, as a reader's ES module would.
  node: 'mjs',
  php: 'php',
  python: 'py',
  ruby: 'rb',
};

/** The command that runs a sample file, and how each client is told to trust the mock's certificate. */
export function command(language: Language, file: string, caFile: string): { argv: string[]; env: NodeJS.ProcessEnv } {
  switch (language) {
    case 'curl':
      return { argv: ['bash', file], env: { CURL_CA_BUNDLE: caFile } };
    case 'node':
      return { argv: [process.execPath, file], env: { NODE_EXTRA_CA_CERTS: caFile } };
    case 'php':
      return { argv: ['php', '-d', `curl.cainfo=${caFile}`, '-d', 'display_errors=stderr', file], env: {} };
    case 'python':
      return { argv: ['python3', file], env: { REQUESTS_CA_BUNDLE: caFile } };
    case 'ruby':
      return { argv: ['ruby', file], env: { SSL_CERT_FILE: caFile } };
  }
}

/** The command that only parses a file (for fragments that cannot run on their own). */
export function syntaxCommand(language: Language, file: string): string[] {
  switch (language) {
    case 'curl':
      return ['bash', '-n', file];
    case 'node':
      return [process.execPath, '--check', file];
    case 'php':
      return ['php', '-l', file];
    case 'python':
      return ['python3', '-m', 'py_compile', file];
    case 'ruby':
      return ['ruby', '-c', file];
  }
}

export interface RunResult {
  code: number | null;
  output: string;
  timedOut: boolean;
}

export function run(
  argv: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<RunResult> {
  return new Promise((resolve) => {
    const [program, ...args] = argv;
    const child = spawn(program ?? '', args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      if (output.length < 20_000) output += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let timedOut = false;
    // A bound, not a wait: a sample that loops for ever against the mock fails here.
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      output += `\n${error.message}`;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/** Runs tasks with at most `width` at a time, keeping results in input order. */
export async function lane<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
