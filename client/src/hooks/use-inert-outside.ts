import { useCallback, useRef } from 'react';

/**
 * Makes everything outside `element` inert: out of the tab order and the accessibility tree. Radix hides the rest
 * of the page behind a dialog or an open list with aria-hidden only, which leaves its controls focusable (axe's
 * serious "aria-hidden-focus"). Returns the undo; it only clears what it set, so nested layers unwind in order.
 */
export function inertOutside(element: HTMLElement): () => void {
  const changed: Element[] = [];
  // An element outside the document (Radix measures a closed list in a fragment) hides nothing.
  if (!element.isConnected) return () => undefined;
  for (const child of Array.from(element.ownerDocument.body.children)) {
    if (child.contains(element) || child.hasAttribute('inert') || child.tagName === 'SCRIPT') continue;
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => changed.forEach((child) => child.removeAttribute('inert'));
}

/**
 * A callback ref: while the element it is given is attached, the rest of the page is inert. A ref rather than an
 * effect because Radix attaches it only while the dialog or list is open, inside components that stay mounted. The
 * undo is kept here, not returned as a ref cleanup: Radix composes refs and may drop a cleanup, calling with null.
 * `release` lifts it early: Radix gives focus back to the opener (onCloseAutoFocus) before the layer unmounts, and
 * an inert opener cannot take focus.
 */
export function useInertOutside<T extends HTMLElement>() {
  const undo = useRef<(() => void) | null>(null);
  const release = useCallback(() => {
    undo.current?.();
    undo.current = null;
  }, []);
  const attach = useCallback((element: T | null) => {
    undo.current?.();
    undo.current = element ? inertOutside(element) : null;
  }, []);
  return [attach, release] as const;
}
