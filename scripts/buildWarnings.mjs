// The link and route warnings scripts/build-checked.mjs refuses, found in a
// build's output.
//
// The engine's timing lines (DOCUSAURUS_PERF_LOGGER=true) are left out: one
// of them is "[PERF] Broken links checker - 12 ms", which names no broken link.

/** What the suite allows none of: each pattern, and the name it is reported by. */
export const forbiddenWarnings = [
  { pattern: /broken links?/i, what: 'broken link' },
  { pattern: /broken anchors?/i, what: 'broken anchor' },
  { pattern: /markdown links?.*(couldn't|could not) be resolved/i, what: 'broken Markdown link' },
  { pattern: /duplicate routes?/i, what: 'duplicate route' },
];

/** The names of the forbidden warnings `output` holds, in the order above. */
export function linkWarnings(output) {
  const reported = output
    .split('\n')
    .filter((line) => !line.includes('[PERF]'))
    .join('\n');
  return forbiddenWarnings.filter(({ pattern }) => pattern.test(reported)).map(({ what }) => what);
}
