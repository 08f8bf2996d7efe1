const listeners = new Set<() => void>();

/**
 * Wakes the outbox workers of this process so a message just queued goes out within moments instead of
 * at the next poll. Other processes and instances find it at their next poll.
 */
export function notifyOutbox(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every {@link notifyOutbox}; returns the unsubscribe function. */
export function onOutboxNotified(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
