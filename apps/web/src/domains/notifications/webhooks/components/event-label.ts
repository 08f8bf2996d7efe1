import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@sanctions/contracts';
import type { WebhookEvent } from '@sanctions/contracts';
import type { TFunction } from 'i18next';

const KNOWN_EVENTS: readonly string[] = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];

function isKnownEvent(event: string): event is WebhookEvent | typeof WEBHOOK_TEST_EVENT {
  return KNOWN_EVENTS.includes(event);
}

/** A delivery's event in the reader's language; an event the web does not know keeps its wire name. */
export function eventLabel(t: TFunction<'webhooks'>, event: string): string {
  return isKnownEvent(event) ? t(`events.${event}`) : event;
}
