import { Counter } from 'prom-client';
import type { Registry } from 'prom-client';
import type { ErrorCode } from '@sanctions/contracts';

/** Refused sign-ins, as the sign-in route reports them: throttles apart from the other refusals. */
export function createSignInMetrics(registry: Registry) {
  const failures = new Counter({
    name: 'sign_in_failures_total',
    help: 'Refused sign-ins by error code (wrong e-mail or password, inactive account, ...), throttles apart',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const throttles = new Counter({
    name: 'sign_in_throttled_total',
    help: 'Sign-ins refused by the failed-attempt throttle (ADR 014)',
    registers: [registry],
  });
  return {
    countSignInRefusal(code: ErrorCode): void {
      if (code === 'RATE_LIMITED') throttles.inc();
      else failures.inc({ reason: code });
    },
  };
}
