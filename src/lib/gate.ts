/**
 * A one-way switch: `opened` resolves the first time `open()` is called.
 * Used to hold back a lazy import until the reader needs what it loads.
 */
export interface Gate {
  readonly opened: Promise<void>;
  readonly isOpen: boolean;
  open(): void;
}

export function createGate(): Gate {
  let resolve: () => void = () => undefined;
  let isOpen = false;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    opened,
    get isOpen() {
      return isOpen;
    },
    open() {
      isOpen = true;
      resolve();
    },
  };
}

const listening = new WeakSet<Gate>();

/** What a reader does just before using an element: point at it, touch it or focus it. */
const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Opens `gate` the first time the reader points at, touches or focuses an
 * element matching `selector` (or inside one): one set of capturing
 * listeners per gate, removed once the gate is open.
 */
export function openOnIntent(gate: Gate, selector: string, root: Document | HTMLElement = document): void {
  // Many elements (every code block of a page) ask for the same gate.
  if (gate.isOpen || listening.has(gate)) return;
  listening.add(gate);
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    for (const type of intentEvents) root.removeEventListener(type, onEvent, true);
    gate.open();
  };
  for (const type of intentEvents) root.addEventListener(type, onEvent, { capture: true, passive: true });
}
