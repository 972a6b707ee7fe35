/**
 * "Open in ChatGPT" and "Open in Claude" in the page menu: plain links that
 * open the assistant with a prompt naming the page's Markdown address. Nothing
 * is sent to, or loaded from, either host until the reader follows a link.
 */

export interface AssistantLink {
  /** The menu item's label. */
  label: string;
  href: string;
}

/** The prompt: the page's Markdown address and what to do with it. */
export function assistantPrompt(markdownAddress: string): string {
  return `Read ${markdownAddress} so I can ask questions about it.`;
}

/** The assistants, each with the address that opens a new chat holding `prompt`. */
const assistants: readonly { name: string; url: (prompt: string) => string }[] = [
  { name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}` },
  { name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
];

/** One link per assistant for the page whose Markdown lives at `markdownAddress` (absolute). */
export function assistantLinks(markdownAddress: string): AssistantLink[] {
  if (!/^https?:\/\//.test(markdownAddress)) {
    throw new Error(`assistantLinks: "${markdownAddress}" is not an absolute address; an assistant cannot open it`);
  }
  const prompt = assistantPrompt(markdownAddress);
  return assistants.map(({ name, url }) => ({ label: `Open in ${name}`, href: url(prompt) }));
}
