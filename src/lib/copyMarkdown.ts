/**
 * Copies the Markdown at `url` to the clipboard. The fetch starts inside the
 * click, and the clipboard write receives it as a promise (ClipboardItem), so
 * browsers that demand a user gesture for clipboard writes (Safari) accept it;
 * where that is not supported, it falls back to writeText.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through: writeText below reports a failed fetch, or copies the text.
    }
  }
  await navigator.clipboard.writeText(await text);
}
