import { useSyncExternalStore } from 'react';

/** Spec 9: one toast visible at a time, shown for 5000 ms, removed from memory after 1000000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  durationMs?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  isOpen: boolean;
}

type Listener = () => void;

let nextId = 1;
let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes a toast (it animates out); it leaves memory after {@link TOAST_REMOVE_DELAY_MS}. */
export function dismissToast(id: number): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, isOpen: false } : item)));
  scheduleRemoval(id);
}

/** Shows a toast; a newer toast replaces the visible one ({@link TOAST_LIMIT}). */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  setToasts([{ ...options, id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Forgets every toast and its removal timer: a test file's toasts must not reach the next file sharing the worker. */
export function clearToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
