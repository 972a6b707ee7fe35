/**
 * The languages of every code sample on the site, in tab order. API pages and
 * guides share the tab group id, so a reader's choice follows them across
 * pages and is remembered (the engine keeps it in local storage).
 */
export const sampleLanguages = [
  { value: 'curl', label: 'curl', prism: 'bash' },
  { value: 'node', label: 'Node.js', prism: 'javascript' },
  { value: 'php', label: 'PHP', prism: 'php' },
  { value: 'python', label: 'Python', prism: 'python' },
  { value: 'ruby', label: 'Ruby', prism: 'ruby' },
] as const;

export type SampleLanguage = (typeof sampleLanguages)[number]['value'];

/** The `groupId` of every language tab set on the site. */
export const languageTabGroup = 'language';
