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
