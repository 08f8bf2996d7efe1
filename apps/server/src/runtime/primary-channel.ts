import type { IndexChannel } from '../domains/screening';

/**
 * A cluster worker's IPC channel to the primary (`process.send`), for the per-host screening index (ADR 033).
 * Undefined outside a cluster worker.
 */
export function primaryChannel(): IndexChannel | undefined {
  const send = process.send?.bind(process);
  if (send === undefined) return undefined;
  return {
    send(message) {
      if (process.connected) send(message);
      else throw new Error('the IPC channel to the cluster primary is closed');
    },
    onMessage(listener) {
      process.on('message', listener);
      return () => process.off('message', listener);
    },
  };
}
