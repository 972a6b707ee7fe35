/**
 * Where the reader's sandbox is kept between pages and visits: its action
 * log in `localStorage`, with the model version it was made with. Storage
 * that is blocked or full leaves the sandbox in memory for the visit; a log
 * from another model version, or one that cannot be read, is dropped with a
 * notice. Nothing here throws.
 */
import type { SandboxAction } from './session';
import { sandboxStorageKey } from './storageKey';

export { sandboxStorageKey };

/** An object of the reader's sandbox, with the test key of the account it lives in. */
export interface StoredId {
  id: string;
  key: string;
}

interface StoredSandbox {
  format: 1;
  modelVersion: string;
  actions: SandboxAction[];
  /**
   * The reader's objects, newest first, so the request builder can offer the ids of the
   * account its request uses without starting the sandbox.
   */
  ids: StoredId[];
}

export type StorageNotice = 'blocked' | 'full' | 'outdated' | 'corrupted';

/** What the reader is told, once, about their sandbox's storage. */
export const storageNotices: Readonly<Record<StorageNotice, string>> = {
  blocked:
    'Your browser blocks this site’s storage, so the sandbox runs in memory: it empties when you leave or reload the page.',
  full: 'Your browser’s storage for this site is full, so the sandbox now runs in memory: what you do next is lost when you leave or reload the page.',
  outdated:
    'The sandbox was reset: the API model changed since your last visit, and your stored objects belonged to the old one.',
  corrupted: 'The sandbox was reset: its stored state could not be read.',
};

const isAction = (value: unknown): value is SandboxAction => {
  if (value === null || typeof value !== 'object') return false;
  const action = value as Record<string, unknown>;
  if (action.kind === 'advance') return typeof action.ms === 'number' && action.ms >= 0;
  const request = action.request as Record<string, unknown> | null | undefined;
  return (
    action.kind === 'request' &&
    typeof action.pauseMs === 'number' &&
    typeof request?.method === 'string' &&
    typeof request.path === 'string'
  );
};

export interface SandboxStore {
  /** False once storage is blocked or full: the sandbox lasts for this visit only. */
  readonly persistent: boolean;
  /** The stored actions to replay (empty after a reset), and why any were dropped. */
  readonly initial: { actions: SandboxAction[]; notice?: StorageNotice };
  write(actions: readonly SandboxAction[], ids: readonly StoredId[]): StorageNotice | undefined;
  clear(): void;
}

export function openSandboxStore(
  modelVersion: string,
  storage: () => Storage = () => window.localStorage,
): SandboxStore {
  let persistent = true;
  let initial: SandboxStore['initial'] = { actions: [] };
  try {
    const raw = storage().getItem(sandboxStorageKey);
    if (raw !== null) {
      const stored = parseStored(raw);
      if (!stored) initial = { actions: [], notice: 'corrupted' };
      else if (stored.modelVersion !== modelVersion) initial = { actions: [], notice: 'outdated' };
      else initial = { actions: stored.actions };
      if (initial.notice) storage().removeItem(sandboxStorageKey);
    }
    const probe = `${sandboxStorageKey}:probe`;
    storage().setItem(probe, '1');
    storage().removeItem(probe);
  } catch {
    persistent = false;
    initial = { actions: [], notice: 'blocked' };
  }
  return {
    get persistent() {
      return persistent;
    },
    initial,
    write(actions, ids) {
      if (!persistent) return undefined;
      const stored: StoredSandbox = { format: 1, modelVersion, actions: [...actions], ids: [...ids] };
      try {
        storage().setItem(sandboxStorageKey, JSON.stringify(stored));
        return undefined;
      } catch {
        persistent = false;
        return 'full';
      }
    },
    clear() {
      try {
        storage().removeItem(sandboxStorageKey);
      } catch {
        // Blocked storage holds nothing to clear.
      }
    },
  };
}

function parseStored(raw: string): StoredSandbox | undefined {
  try {
    const value = JSON.parse(raw) as Partial<StoredSandbox> | null;
    if (value?.format !== 1 || typeof value.modelVersion !== 'string' || !Array.isArray(value.actions))
      return undefined;
    return value.actions.every(isAction) ? (value as StoredSandbox) : undefined;
  } catch {
    return undefined;
  }
}

const isStoredId = (value: unknown): value is StoredId =>
  typeof (value as StoredId | null)?.id === 'string' && typeof (value as StoredId | null)?.key === 'string';

/**
 * The objects stored with the reader's sandbox, newest first (none when storage is blocked or
 * holds nothing readable, or when the sandbox was made with another model version: it resets
 * when it starts, and those objects are gone). Filter them by key: each test key is an account
 * of its own.
 */
export function readStoredIds(modelVersion: string, storage: () => Storage = () => window.localStorage): StoredId[] {
  try {
    const stored = JSON.parse(storage().getItem(sandboxStorageKey) ?? '{}') as Partial<StoredSandbox> | null;
    if (stored?.modelVersion !== modelVersion) return [];
    return Array.isArray(stored.ids) ? stored.ids.filter(isStoredId) : [];
  } catch {
    return [];
  }
}
