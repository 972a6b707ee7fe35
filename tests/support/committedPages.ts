/**
 * The docs pages and partials a person wrote: the committed (or new, not
 * ignored) `.md`/`.mdx` files under docs/. Git knows which files there are
 * generated (the API operation pages are ignored), so the prose and facts
 * checks read only what an author can fix.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export const committedPages: readonly string[] = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'docs'],
  { cwd: repoRoot, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => /\.mdx?$/.test(file));
