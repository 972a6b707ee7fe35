import { useEffect, type RefObject } from 'react';

/**
 * Calls `onVisible` once the element comes within `rootMargin` of the
 * viewport (CSS margin syntax; hidden elements, e.g. in an inactive tab,
 * never do). A new margin starts a new watch.
 */
export function useWhenVisible(ref: RefObject<HTMLElement | null>, onVisible: () => void, rootMargin: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onVisible();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onVisible, rootMargin]);
}
