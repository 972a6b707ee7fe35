/**
 * The browser half of a checklist: turns the page's Markdown task lists
 * (disabled checkboxes in the server's HTML) into checkboxes whose ticks are
 * stored (state.ts). Loaded by src/components/Checklist after hydration.
 */
import { checklistMarkdown, itemKey, openTickStore, reconcile, type ChecklistSection } from './state';

/** An item's text as Markdown: bold, inline code and links kept; nested lists left out. */
export function inlineMarkdown(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof HTMLElement)) return '';
  if (node.matches('ul, ol, input')) return '';
  const inner = Array.from(node.childNodes, inlineMarkdown).join('');
  switch (node.tagName) {
    case 'STRONG':
    case 'B':
      return `**${inner}**`;
    case 'EM':
    case 'I':
      return `*${inner}*`;
    case 'CODE':
      return `\`${node.textContent ?? ''}\``;
    case 'A':
      return `[${inner}](${(node as HTMLAnchorElement).href})`;
    default:
      return inner;
  }
}

interface Item {
  key: string;
  text: string;
  checkbox: HTMLInputElement;
}

export interface ChecklistHandle {
  persistent: boolean;
  cleared: string[];
  markdown(): string;
  detach(): void;
}

export function enhanceChecklist(
  root: HTMLElement,
  options: { id: string; title: string; onChange: () => void },
): ChecklistHandle {
  const lists = Array.from(root.querySelectorAll<HTMLUListElement>('ul.contains-task-list'));
  const sections: { heading?: string; items: Item[] }[] = lists.map((list) => {
    // The nearest heading before the list names its section.
    let heading: string | undefined;
    for (let node = list.previousElementSibling; node; node = node.previousElementSibling) {
      if (/^H[2-4]$/.test(node.tagName)) {
        heading = node.textContent
          ?.replace(/#$/, '')
          .replace(/\u200b/g, '')
          .trim();
        break;
      }
    }
    const items = Array.from(list.children)
      .filter((li): li is HTMLLIElement => li instanceof HTMLLIElement && li.classList.contains('task-list-item'))
      .flatMap((li) => {
        const checkbox = li.querySelector<HTMLInputElement>('input[type="checkbox"]');
        if (!checkbox) return [];
        const text = inlineMarkdown(li).replace(/\s+/g, ' ').trim();
        return [{ key: itemKey(text), text, checkbox }];
      });
    return { heading, items };
  });
  const all = sections.flatMap((section) => section.items);
  const store = openTickStore(options.id);
  const { ticked, cleared, stored } = reconcile(
    store.read(),
    all.map((item) => item.text),
  );
  store.write(stored);

  const save = (): void => {
    const ticks: Record<string, string> = {};
    for (const item of all) if (item.checkbox.checked) ticks[item.key] = item.text;
    store.write({ version: 1, ticks });
    options.onChange();
  };
  for (const item of all) {
    item.checkbox.disabled = false;
    item.checkbox.checked = ticked.has(item.key);
    item.checkbox.addEventListener('change', save);
  }
  return {
    get persistent() {
      return store.persistent;
    },
    cleared,
    markdown: () => {
      const exported: ChecklistSection[] = sections.map((section) => ({
        heading: section.heading,
        items: section.items.map((item) => ({ text: item.text, ticked: item.checkbox.checked })),
      }));
      return checklistMarkdown(options.title, window.location.href.split('#')[0] ?? '', exported);
    },
    detach() {
      for (const item of all) item.checkbox.removeEventListener('change', save);
    },
  };
}
