import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { ToastVariant } from './toast';

/** SPEC sections 2 and 9: one toast at a time; a dismissed toast leaves the store after 1000000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  /** A <ToastAction altText="..."> element. */
  action?: ReactElement;
  variant?: ToastVariant;
  /** Overrides the provider's 5000 ms. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

let state: ToastState = { toasts: [] };
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: ToastState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setState({ toasts: state.toasts.filter((item) => item.id !== id) });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or all when no id is given; it is removed from the store later. */
export function dismissToast(id?: string): void {
  const ids = id === undefined ? state.toasts.map((item) => item.id) : [id];
  ids.forEach(scheduleRemoval);
  setState({ toasts: state.toasts.map((item) => (ids.includes(item.id) ? { ...item, open: false } : item)) });
}

/** Shows a toast; the newest replaces older ones beyond the limit. Returns its id. */
export function toast(options: ToastOptions): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { ...options, id, open: true };
  setState({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) });
  return id;
}

/** Test helper: forget every toast and pending timer. */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  setState({ toasts: [] });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState {
  return state;
}

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
