/**
 * Lighthouse (the npm package) on system Chromium: mobile, the default
 * settings (simulated slow 4G and a 4x slower CPU), one fresh browser per run.
 *
 * Runs Lighthouse's own command line in a child process: this script runs
 * under tsx, whose transform breaks the functions Lighthouse sends into the
 * page ("__name is not defined").
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { median } from './stats';
import { chromiumLaunchOptions as chromium } from '../../config/chromium';

const lighthouseCli = path.resolve('node_modules/lighthouse/cli/index.js');

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed (about 1000+ for a typical desktop). */
  benchmarkIndex: number;
}

export interface LighthouseResult {
  runs: LighthouseRun[];
  /** Each figure's median over the runs. */
  median: LighthouseRun;
  /** Failed audits of the median-performance run that cost accessibility or performance points. */
  failedAudits: string[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's own CPU slowdown for mobile runs. */
export const defaultCpuSlowdown = 4;

/**
 * The device class Lighthouse's throttling guide (docs/throttling.md,
 * "Calibrating the CPU slowdown") gives a host of this benchmarkIndex, and
 * the CPU slowdown it suggests there to emulate its mid-tier phone. The
 * default 4 assumes a high-end desktop: a slower host emulates a slower phone.
 */
export function suggestedCpuSlowdown(benchmarkIndex: number): { hostClass: string; cpuSlowdown: number } {
  if (benchmarkIndex >= 1500) return { hostClass: 'a high-end desktop', cpuSlowdown: 4 };
  if (benchmarkIndex >= 1000) return { hostClass: 'a low-end desktop', cpuSlowdown: 2 };
  if (benchmarkIndex >= 800) return { hostClass: 'a high-end phone', cpuSlowdown: 2 };
  return { hostClass: 'a mid-tier phone or slower', cpuSlowdown: 1 };
}

async function runOnce(url: string, cpuSlowdown: number): Promise<{ run: LighthouseRun; failed: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  try {
    const report = path.join(dir, 'report.json');
    await promisify(execFile)(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--only-categories=${categories.join(',')}`,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        `--chrome-flags=${['--headless=new', ...chromium.args].join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromium.executablePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as Result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failed = Object.values(lhr.categories)
      .filter((category) => category.id === 'accessibility' || category.id === 'performance')
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => (audit!.displayValue ? `${audit!.id} (${audit!.displayValue})` : audit!.id));
    return {
      run: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        speedIndex: metric('speed-index'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      },
      failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs Lighthouse `runs` times on each of `urls` and takes the median of each
 * figure, page by page. The runs go in rounds (every page once, then every
 * page again), so that one busy minute of a shared machine falls on one run
 * of several pages rather than on all the runs of one page.
 */
export async function lighthouseMedians(
  urls: string[],
  runs: number,
  cpuSlowdown = defaultCpuSlowdown,
): Promise<LighthouseResult[]> {
  const results: { run: LighthouseRun; failed: string[] }[][] = urls.map(() => []);
  for (let round = 0; round < runs; round++)
    for (const [i, url] of urls.entries()) results[i]!.push(await runOnce(url, cpuSlowdown));
  return results.map(summarise);
}

function summarise(results: { run: LighthouseRun; failed: string[] }[]): LighthouseResult {
  const pick = (key: keyof LighthouseRun) => median(results.map((r) => r.run[key]));
  const medianRun: LighthouseRun = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    speedIndex: pick('speedIndex'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
  const byPerformance = [...results].sort((a, b) => a.run.performance - b.run.performance);
  return {
    runs: results.map((r) => r.run),
    median: medianRun,
    failedAudits: byPerformance[Math.floor(byPerformance.length / 2)]!.failed,
  };
}
