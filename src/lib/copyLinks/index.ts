/**
 * What src/clientModules/copyButtons.ts loads on first use: copying a test
 * value or a field's link, and revealing a field an address names.
 */

/** How long the confirmation stays beside the button. */
const confirmationMs = 4000;

/** Copies a test value's button's value and confirms it in the status beside it. */
export function copyValue(button: HTMLButtonElement): void {
  const value = button.dataset.copyValue ?? '';
  const next = button.nextElementSibling;
  const status = next?.getAttribute('role') === 'status' ? next : null;
  const say = (message: string): void => {
    if (!status) return;
    status.textContent = message;
    window.setTimeout(() => {
      if (status.textContent === message) status.textContent = '';
    }, confirmationMs);
  };
  navigator.clipboard.writeText(value).then(
    () => say(`Copied ${value}`),
    () => say('Copy failed: select the value instead'),
  );
}

/** Opens the closed tables (`<details>`) around a field and scrolls it into view when they hid it. */
export function revealField(field: HTMLElement): void {
  let closed = false;
  for (let details = field.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    if (!details.open) {
      details.open = true;
      closed = true;
    }
  }
  const { top } = field.getBoundingClientRect();
  if (closed || top < 0 || top > window.innerHeight) field.scrollIntoView({ block: 'start' });
}

/** Copies a field link's address, with the page's query (`?lang=`), and says so in its table's status. */
export function copyFieldLink(link: HTMLAnchorElement): void {
  const status = link.closest('[data-field-links]')?.querySelector('[role="status"]');
  const name = link.getAttribute('aria-label')?.replace(/^Copy link to /, '') ?? '';
  const address = `${window.location.origin}${window.location.pathname}${window.location.search}${link.hash}`;
  navigator.clipboard.writeText(address).then(
    () => {
      if (status) status.textContent = `Link to ${name} copied.`;
    },
    () => {
      if (status) status.textContent = `Copy failed: the address bar has the link to ${name}.`;
    },
  );
}
