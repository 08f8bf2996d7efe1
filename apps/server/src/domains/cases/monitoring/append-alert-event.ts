import type { AlertEventKind } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { alertEvents } from '../../../db/schema/monitoring';

export interface AlertEventInput {
  alertId: string;
  kind: AlertEventKind;
  /** Null for the system (re-screening, list removal). */
  actor: { id: string; name: string } | null;
  text?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
}

/** Appends to an alert's history (the table refuses updates and deletes: ADR 020). */
export async function appendAlertEvents(db: DbOrTx, events: AlertEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(alertEvents).values(
    events.map((e) => ({
      alertId: e.alertId,
      kind: e.kind,
      actorId: e.actor?.id ?? null,
      actorName: e.actor?.name ?? null,
      text: e.text ?? null,
      details: e.details ?? {},
      ...(e.at ? { createdAt: e.at } : {}),
    })),
  );
}
