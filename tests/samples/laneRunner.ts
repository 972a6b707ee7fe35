/**
 * Runs the samples of one language lane of the walkthrough flows, one at a
 * time. Node.js, Python and Ruby take longer to start than a sample takes to
 * run, so their samples go to one long-lived batch process per lane
 * (support/batch.*, reading one path a line on its standard input: a fresh
 * module or forked interpreter per sample, as in run.ts); curl and PHP start
 * fast and run as processes of their own.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from './extract';
import { command, run, type RunResult } from './processes';

const batchRunner: Partial<Record<Language, string[]>> = {
  node: [process.execPath, path.join(__dirname, 'support/batch.mjs')],
  python: ['python3', path.join(__dirname, 'support/batch.py')],
  ruby: ['ruby', path.join(__dirname, 'support/batch.rb')],
};

export class LaneRunner {
  private readonly batch?: ChildProcessWithoutNullStreams;
  private batchOutput = '';
  private pending?: { file: string; resolve: (report: { code: number | null; timedOut: boolean }) => void };

  constructor(
    private readonly language: Language,
    private readonly options: { cwd: string; caFile: string; env: NodeJS.ProcessEnv; timeoutMs: number },
  ) {
    const runner = batchRunner[language];
    if (!runner) return;
    const [program, ...args] = runner;
    const { env } = command(language, '', options.caFile);
    this.batch = spawn(program ?? '', [...args, String(options.timeoutMs / 1000)], {
      cwd: options.cwd,
      env: { ...process.env, ...env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let buffered = '';
    this.batch.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf('\n');
        if (!line.startsWith('{"file"')) continue;
        const report = JSON.parse(line) as { file: string; code: number | null; timedOut: boolean };
        if (report.file === this.pending?.file) this.pending.resolve(report);
      }
    });
    this.batch.stderr.on('data', (chunk: Buffer) => {
      if (this.batchOutput.length < 20_000) this.batchOutput += chunk.toString('utf8');
    });
    this.batch.on('exit', () => {
      this.pending?.resolve({ code: null, timedOut: false });
    });
  }

  async run(file: string): Promise<RunResult> {
    if (!this.batch) {
      const { argv, env } = command(this.language, file, this.options.caFile);
      return run(argv, {
        cwd: this.options.cwd,
        env: { ...env, ...this.options.env },
        timeoutMs: this.options.timeoutMs,
      });
    }
    if (this.batch.exitCode !== null) {
      return { code: null, timedOut: false, output: `The batch runner has stopped:\n${this.batchOutput}` };
    }
    const report = await new Promise<{ code: number | null; timedOut: boolean }>((resolve) => {
      this.pending = { file, resolve };
      this.batch?.stdin.write(`${file}\n`);
    });
    this.pending = undefined;
    let output: string;
    try {
      output = readFileSync(`${file}.out`, 'utf8');
    } catch {
      output = `The batch runner stopped before this sample:\n${this.batchOutput.slice(-1500)}`;
    }
    return { ...report, output };
  }

  async close(): Promise<void> {
    if (!this.batch || this.batch.exitCode !== null) return;
    const gone = new Promise((resolve) => this.batch?.once('exit', resolve));
    this.batch.stdin.end();
    await gone;
  }
}
