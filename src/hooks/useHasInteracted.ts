import { useEffect, useState } from 'react';

/** The reader's first scroll, key press, click or touch on the page. */
const interactionEvents = ['scroll', 'keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

/** False until the reader first scrolls, presses a key, clicks or touches; then true. */
export function useHasInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const stop = () => {
      for (const type of interactionEvents) window.removeEventListener(type, done);
    };
    function done() {
      stop();
      setInteracted(true);
    }
    for (const type of interactionEvents) window.addEventListener(type, done, { passive: true });
    return stop;
  }, [interacted]);
  return interacted;
}
