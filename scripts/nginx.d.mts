// Types of scripts/nginx.mjs for the TypeScript tests that start nginx themselves.
export interface NginxServer {
  url: string;
  /** The server's temporary folder: configuration, pid, the CSP report log. */
  workDir: string;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const siteHostName: string;
export function workDirFor(port: number): string;
export function generatedDirFor(buildDir: string): string;
export function startNginx(options?: {
  host?: string;
  port?: number;
  tlsPort?: number;
  dir?: string;
  stdio?: 'inherit' | 'pipe' | 'ignore';
}): Promise<NginxServer>;
