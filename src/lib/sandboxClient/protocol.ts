/** The messages between the page (client.ts) and the sandbox's worker (sandbox.worker.ts). */
import type { SandboxResponse } from '../../../sandbox';
import type { SandboxAction, SandboxSnapshot } from './session';

/** "replay": a fresh session from a log (page load, reset); "apply": one more action. */
export type WorkerCall = { type: 'replay'; actions: SandboxAction[] } | { type: 'apply'; action: SandboxAction };

export type WorkerRequest = WorkerCall & { id: number };

export type WorkerMessage =
  | { type: 'ready'; modelVersion: string }
  | { id: number; type: 'done'; response?: SandboxResponse; snapshot: SandboxSnapshot }
  | { id: number; type: 'failed'; message: string };
