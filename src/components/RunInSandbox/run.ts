/**
 * The lazy part of "Run in sandbox": finds the step's curl sample beside the
 * button, runs it (or the library's confirm) in the reader's sandbox, and
 * says what the sandbox answered. Loaded on the first click.
 */
import { secretKeyPlaceholder } from '@site/src/data/facts/sampleValues';
import { testCardList } from '@site/src/data/facts/testCards';
import { statusLine } from '@site/src/lib/openapi/httpStatus';
import { sandboxClient } from '@site/src/lib/sandboxClient/client';
import { testKeyOf } from '@site/src/lib/sandboxClient/session';
import { confirmRequest, curlRequest, withSandboxIds } from '@site/src/lib/sandboxClient/walkthroughStep';
import type { SandboxRequest } from '../../../sandbox';
import type { StepRun } from '.';

/** The text of the first curl sample in `scope`. */
function curlIn(scope: Element): string | undefined {
  return Array.from(scope.querySelectorAll('pre'))
    .map((pre) => pre.textContent ?? '')
    .find((text) => text.trimStart().startsWith('curl '));
}

/** The step's sample: the nearest curl command before the button. */
function stepSample(anchor: HTMLElement): string {
  for (let element = anchor.previousElementSibling; element; element = element.previousElementSibling) {
    const sample = curlIn(element);
    if (sample) return sample;
  }
  throw new Error('This step has no curl sample to run.');
}

/** The key the page's samples show (the reader's own, from Your values, or the placeholder). */
function pageKey(anchor: HTMLElement): string {
  const sample = curlIn(anchor.closest('article') ?? document.body);
  return (sample && testKeyOf(curlRequest(sample))) ?? secretKeyPlaceholder;
}

/** A customer for a step that names one, as the walkthroughs assume the reader has. */
const exampleCustomer = { first_name: 'Maria', last_name: 'Santos', email: 'maria.santos@example.com' };

/** What a reader calls the objects a step can name. */
const kindNames: Record<string, string> = {
  pi_: 'payment intent',
  pay_: 'payment',
  ref_: 'refund',
  cus_: 'customer',
};

const threeDSecureCard = testCardList.find((card) => card.outcome === 'three_d_secure')!;

export async function runStep(anchor: HTMLElement, confirm: string | undefined): Promise<StepRun> {
  const client = sandboxClient();
  await client.ready;
  const ids = (): string[] => client.state.snapshot?.objects.map((object) => object.id) ?? [];
  let request: SandboxRequest;
  if (confirm) {
    const intent = ids().find((id) => id.startsWith('pi_'));
    if (!intent) throw new Error('Your sandbox has no payment intent yet: run the step that creates it first.');
    const method = confirm === 'card' ? { type: 'card', card: { number: threeDSecureCard.number } } : { type: confirm };
    request = confirmRequest(intent, method, pageKey(anchor));
  } else {
    const sample = curlRequest(stepSample(anchor));
    let swapped = withSandboxIds(sample, ids(), crypto.randomUUID());
    if (swapped.missing.includes('cus_')) {
      await client.send({
        method: 'POST',
        path: '/v1/customers',
        headers: { Authorization: sample.headers?.Authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify(exampleCustomer),
      });
      swapped = withSandboxIds(sample, ids(), crypto.randomUUID());
    }
    if (swapped.missing.length > 0) {
      const kinds = swapped.missing.map((prefix) => kindNames[prefix] ?? `${prefix}… object`);
      throw new Error(`Your sandbox has no ${kinds.join(' or ')} yet: run the earlier steps first.`);
    }
    request = swapped.request;
  }
  const response = await client.send(request);
  let body = response.body;
  let status: string | undefined;
  try {
    const parsed = JSON.parse(body) as { status?: unknown };
    body = JSON.stringify(parsed, null, 2);
    status = typeof parsed.status === 'string' ? parsed.status : undefined;
  } catch {
    // Not JSON: shown as it came.
  }
  return {
    said: `The sandbox answered ${statusLine(String(response.status))}.`,
    body,
    customerNext: status === 'awaiting_next_action',
  };
}
