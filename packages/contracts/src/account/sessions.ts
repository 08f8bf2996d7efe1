import { z } from 'zod';
import { isoInstant } from './common';
import type { TRUSTED_DEVICE_TYPES } from './two-factor';

/** One signed-in session (a refresh-token family). */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** Readable device, e.g. "Chrome on Windows". */
  device: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: isoInstant,
  /** Last sign-in or token refresh of the session. */
  lastUsedAt: isoInstant,
  expiresAt: isoInstant,
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ sessions: z.array(accountSessionSchema) }),
});

/** Reply of DELETE /api/v2/user/sessions ("sign out everywhere else"): how many sessions ended. */
export const endedSessionsReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ endedSessions: z.number().int().nonnegative() }),
});

/** A readable summary of a user-agent string, for session and trusted-device lists. */
export interface DeviceDescription {
  /** Browser family, e.g. "Chrome"; null when unrecognised. */
  browser: string | null;
  /** Operating system, e.g. "Windows"; null when unrecognised. */
  os: string | null;
  type: (typeof TRUSTED_DEVICE_TYPES)[number];
  /** "Chrome on Windows", "Safari on iOS", or "Unknown device". */
  name: string;
}

// Order matters: Edge and Opera also claim Chrome, Chrome also claims Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser, system and device type read from a user-agent header (best effort; never throws). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const type = /\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/.test(ua)
    ? 'tablet'
    : /\bMobile\b|\biPhone\b/.test(ua)
      ? 'mobile'
      : 'other';
  const name =
    browser && os ? `${browser} on ${os}` : (browser ?? (os ? `${os} device` : 'Unknown device'));
  return { browser, os, type, name };
}
