/**
 * Where the reader's sandbox is stored (storage.ts). Its own module so the
 * sandbox page's shell can check for a stored sandbox without loading any of
 * the sandbox's code.
 */
export const sandboxStorageKey = 'sandbox:v1';

/** Whether this browser holds a sandbox from an earlier visit (false when storage is blocked). */
export function hasStoredSandbox(): boolean {
  try {
    return window.localStorage.getItem(sandboxStorageKey) !== null;
  } catch {
    return false;
  }
}
