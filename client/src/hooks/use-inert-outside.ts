import { useEffect, useRef } from 'react';

/**
 * Makes everything outside `element` inert: out of the tab order and the accessibility tree. Radix hides the rest
 * of the page behind a dialog or an open list with aria-hidden only, which leaves its controls focusable (axe's
 * serious "aria-hidden-focus"). Returns the undo; it only clears what it set, so nested layers unwind in order.
 */
export function inertOutside(element: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const child of Array.from(element.ownerDocument.body.children)) {
    if (child.contains(element) || child.hasAttribute('inert') || child.tagName === 'SCRIPT') continue;
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => changed.forEach((child) => child.removeAttribute('inert'));
}

/** While the element the returned ref points at is mounted, the rest of the page is inert. */
export function useInertOutside<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    return element ? inertOutside(element) : undefined;
  }, []);
  return ref;
}
