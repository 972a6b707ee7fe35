/**
 * The sandbox's worker: the API model runs here, off the page's main thread,
 * created on the reader's first "Send to sandbox" or sandbox page visit
 * (client.ts). It holds one session; "replay" starts a fresh one from a log.
 */
import sandboxData from '@site/.generated/api/sandbox-document.json';
import type { OpenApiDocument } from '../openapi/types';
import type { WorkerMessage, WorkerRequest } from './protocol';
import type { Facts } from '../../../sandbox';
import { createSession, type Session } from './session';

// The project's types are the DOM's; a worker's scope needs only these two members.
const scope = self as unknown as {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};
const document = sandboxData.document as unknown as OpenApiDocument;
// The facts as the generator wrote them: src/data/facts reads the document from disk, so it stays out of the browser.
const facts = sandboxData.facts as Facts;
let session: Session = createSession(document, facts);

const post = (message: WorkerMessage): void => scope.postMessage(message);

// Messages are handled one at a time, in order: the model answers requests one at a time too.
let queue: Promise<void> = Promise.resolve();
scope.addEventListener('message', (event) => {
  const message = event.data;
  queue = queue.then(async () => {
    try {
      if (message.type === 'replay') {
        session = createSession(document, facts);
        for (const action of message.actions) await session.apply(action);
        post({ id: message.id, type: 'done', snapshot: session.snapshot() });
      } else {
        const response = await session.apply(message.action);
        post({ id: message.id, type: 'done', response, snapshot: session.snapshot() });
      }
    } catch (error) {
      post({ id: message.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
});

post({ type: 'ready', modelVersion: sandboxData.modelVersion });
