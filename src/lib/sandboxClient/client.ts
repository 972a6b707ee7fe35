/**
 * The page's side of the sandbox: one worker per page load, started on first
 * use, the reader's action log kept in storage (storage.ts), and a snapshot
 * for the components to show (useSyncExternalStore). Loaded with a dynamic
 * import() on the reader's first "Send to sandbox" or sandbox page visit.
 */
import type { SandboxRequest, SandboxResponse } from '../../../sandbox';
import type { WorkerCall, WorkerMessage, WorkerRequest } from './protocol';
import type { SandboxAction, SandboxSnapshot } from './session';
import { openSandboxStore, storageNotices, type SandboxStore, type StorageNotice } from './storage';

export interface SandboxState {
  snapshot: SandboxSnapshot | undefined;
  /** False when the sandbox runs in memory only (storage blocked or full). */
  persistent: boolean;
  /** What the reader should know about the stored state, until dismissed by a reset. */
  notice: string | undefined;
}

type Pending = { resolve: (message: Extract<WorkerMessage, { type: 'done' }>) => void; reject: (error: Error) => void };

class SandboxClient {
  private worker: Worker;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private store: SandboxStore | undefined;
  private actions: SandboxAction[] = [];
  private lastActionAt: number | undefined;
  private listeners = new Set<() => void>();
  state: SandboxState = { snapshot: undefined, persistent: true, notice: undefined };
  readonly ready: Promise<void>;

  constructor() {
    this.worker = new Worker(new URL('./sandbox.worker.ts', import.meta.url), { name: 'sandbox' });
    let versionOf: (modelVersion: string) => void = () => undefined;
    let failed: (error: Error) => void = () => undefined;
    const version = new Promise<string>((resolve, reject) => {
      versionOf = resolve;
      failed = reject;
    });
    // A worker that cannot load (offline before its chunk was fetched) fails every call instead of hanging.
    this.worker.addEventListener('error', () => {
      const error = new Error('The sandbox could not start. Check your connection and reload the page.');
      failed(error);
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    });
    this.worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'ready') return versionOf(message.modelVersion);
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === 'failed') pending?.reject(new Error(message.message));
      else pending?.resolve(message);
    });
    this.ready = version.then((modelVersion) => this.open(modelVersion));
  }

  private async open(modelVersion: string): Promise<void> {
    this.store = openSandboxStore(modelVersion);
    const { actions, notice } = this.store.initial;
    try {
      const { snapshot } = await this.call({ type: 'replay', actions });
      this.actions = [...actions];
      this.update({ snapshot, persistent: this.store.persistent, notice: notice && storageNotices[notice] });
    } catch {
      // A log this model cannot replay is as unreadable as a corrupted one.
      this.store.clear();
      const { snapshot } = await this.call({ type: 'replay', actions: [] });
      this.update({ snapshot, persistent: this.store.persistent, notice: storageNotices.corrupted });
    }
  }

  private call(request: WorkerCall): Promise<Extract<WorkerMessage, { type: 'done' }>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const message: WorkerRequest = { ...request, id };
      this.worker.postMessage(message);
    });
  }

  private update(next: Partial<SandboxState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private async apply(action: SandboxAction): Promise<SandboxResponse | undefined> {
    await this.ready;
    const { response, snapshot } = await this.call({ type: 'apply', action });
    this.actions.push(action);
    const problem: StorageNotice | undefined = this.store?.write(
      this.actions,
      snapshot.objects.map((object) => ({ id: object.id, key: object.key })),
    );
    this.update({
      snapshot,
      persistent: this.store?.persistent ?? false,
      ...(problem ? { notice: storageNotices[problem] } : {}),
    });
    return response;
  }

  /** Sends a request; the clock first moves by the reader's pause since the last one (see maxPauseMs). */
  send(request: SandboxRequest): Promise<SandboxResponse> {
    const now = Date.now();
    const pauseMs = this.lastActionAt === undefined ? 0 : now - this.lastActionAt;
    this.lastActionAt = now;
    return this.apply({ kind: 'request', request, pauseMs }) as Promise<SandboxResponse>;
  }

  async advance(ms: number): Promise<void> {
    await this.apply({ kind: 'advance', ms });
  }

  async reset(): Promise<void> {
    await this.ready;
    const { snapshot } = await this.call({ type: 'replay', actions: [] });
    this.actions = [];
    this.store?.clear();
    // A reset answers the notice about stored state; in-memory storage stays worth saying.
    this.update({ snapshot, notice: this.store?.persistent === false ? this.state.notice : undefined });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

let client: SandboxClient | undefined;

/** The page's sandbox, its worker started on the first call. */
export function sandboxClient(): SandboxClient {
  client ??= new SandboxClient();
  return client;
}

export type { SandboxClient };
