/**
 * Looks up validation issues by the place in the request they belong to, so
 * each control shows its own messages; and makes DOM ids from those places.
 */
import type { Issue, IssuePath } from './validate';

const separator = '\u001f';
const keyOf = (path: IssuePath): string => path.join(separator);

export interface IssueIndex {
  /** Issues about exactly this place. */
  at(path: IssuePath): Issue[];
  /** Issues about this place and everything inside it. */
  within(path: IssuePath): Issue[];
}

export function indexIssues(issues: readonly Issue[]): IssueIndex {
  const keyed = issues.map((issue) => ({ key: keyOf(issue.path), issue }));
  return {
    at: (path) => {
      const key = keyOf(path);
      return keyed.filter((entry) => entry.key === key).map((entry) => entry.issue);
    },
    within: (path) => {
      const key = keyOf(path);
      return keyed
        .filter((entry) => entry.key === key || entry.key.startsWith(key + separator))
        .map((entry) => entry.issue);
    },
  };
}

/** A DOM id for a place in the request: letters, digits, "-" and "_" only, unique per place. */
export function domId(prefix: string, path: IssuePath): string {
  const parts = path.map((step) => String(step).replace(/[^A-Za-z0-9_]/g, (c) => `-${c.charCodeAt(0).toString(16)}-`));
  return [prefix, ...parts].join('--');
}
