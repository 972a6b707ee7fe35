/**
 * Checklists that remember: which items a reader ticked, kept in the
 * browser's storage per checklist and keyed by each item's exact text, so
 * that an item whose wording changes loses its tick (and the reader is told
 * which). Pure, apart from the guarded storage access, so unit tests reach it.
 */

/** FNV-1a, 32 bits, as hex: a short, stable key for an item's text. */
export function itemKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** What is stored for a checklist: each ticked item's key and the text it had when ticked. */
export interface StoredTicks {
  version: 1;
  ticks: Record<string, string>;
}

export interface Reconciled {
  /** Keys of current items that stay ticked. */
  ticked: Set<string>;
  /** The text of ticked items that no longer exist as written: their ticks are cleared. */
  cleared: string[];
  /** What to store from now on. */
  stored: StoredTicks;
}

export function reconcile(stored: StoredTicks | undefined, itemTexts: readonly string[]): Reconciled {
  const current = new Set(itemTexts.map(itemKey));
  const ticks: Record<string, string> = {};
  const cleared: string[] = [];
  for (const [key, text] of Object.entries(stored?.ticks ?? {})) {
    if (current.has(key)) ticks[key] = text;
    else cleared.push(text);
  }
  return { ticked: new Set(Object.keys(ticks)), cleared, stored: { version: 1, ticks } };
}

export function storageKey(checklistId: string): string {
  return `checklist:${checklistId}`;
}

function parseStored(raw: string | null): StoredTicks | undefined {
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredTicks>;
    return value.version === 1 && value.ticks && typeof value.ticks === 'object' ? (value as StoredTicks) : undefined;
  } catch {
    return undefined;
  }
}

export interface TickStore {
  /** False when the browser blocks storage: ticks then last for the visit only. */
  persistent: boolean;
  read(): StoredTicks | undefined;
  write(ticks: StoredTicks): void;
}

/**
 * The checklist's storage. `localStorage` can throw on access (blocked
 * cookies and site data) or on write (quota, private modes): either way the
 * store falls back to memory and says it is not persistent.
 */
export function openTickStore(checklistId: string, storage: () => Storage = () => window.localStorage): TickStore {
  const key = storageKey(checklistId);
  let memory: StoredTicks | undefined;
  let persistent = true;
  let initial: StoredTicks | undefined;
  try {
    const probe = `${key}:probe`;
    storage().setItem(probe, '1');
    storage().removeItem(probe);
    initial = parseStored(storage().getItem(key));
  } catch {
    persistent = false;
  }
  memory = initial;
  return {
    get persistent() {
      return persistent;
    },
    read: () => memory,
    write(ticks) {
      memory = ticks;
      if (!persistent) return;
      try {
        storage().setItem(key, JSON.stringify(ticks));
      } catch {
        persistent = false;
      }
    },
  };
}

export interface ChecklistSection {
  heading?: string;
  items: { text: string; ticked: boolean }[];
}

/** The checklist as Markdown task lists with their state, for a pull request or a ticket. */
export function checklistMarkdown(title: string, url: string, sections: readonly ChecklistSection[]): string {
  const done = sections.reduce((sum, section) => sum + section.items.filter((item) => item.ticked).length, 0);
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  const parts = [`# ${title}`, `From ${url}: ${done} of ${total} done.`];
  for (const section of sections) {
    const list = section.items.map((item) => `- [${item.ticked ? 'x' : ' '}] ${item.text}`).join('\n');
    parts.push(section.heading ? `## ${section.heading}\n\n${list}` : list);
  }
  return `${parts.join('\n\n')}\n`;
}
