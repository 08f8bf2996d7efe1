import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { checkWebhookUrl } from './check-webhook-url';
import type { WebhookUrlPolicy } from './check-webhook-url';

// Names answered from this table, never from the network.
const NAMES: Record<string, string[]> = {
  'hooks.example.test': ['93.184.215.14'],
  'nat64-loopback.example.test': ['64:ff9b::7f00:1'],
  'sixtofour-loopback.example.test': ['2002:7f00:1::'],
  'translated-loopback.example.test': ['::ffff:0:7f00:1'],
  'teredo.example.test': ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  'metadata.example.test': ['169.254.169.254'],
  'one-bad-answer.example.test': ['93.184.215.14', 'fd00::1'],
  'loopback.example.test': ['127.0.0.1'],
};

async function resolve(hostname: string): Promise<string[]> {
  const answers = NAMES[hostname];
  if (answers === undefined) throw new Error(`ENOTFOUND ${hostname}`);
  return answers;
}

const production: WebhookUrlPolicy = {
  publicUrl: 'https://screening.example.test',
  allowInsecure: 'off',
  resolve,
};

async function refusalKey(url: string): Promise<string | undefined> {
  try {
    await checkWebhookUrl(url, production);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
}

describe('checkWebhookUrl at registration', () => {
  it.each([
    // The IPv6 forms of the issue, each embedding loopback.
    ['https://[64:ff9b::7f00:1]/hook', 'webhooks.urlPrivate'],
    ['https://[2002:7f00:1::]/hook', 'webhooks.urlPrivate'],
    ['https://[::127.0.0.1]/hook', 'webhooks.urlPrivate'],
    ['https://[::ffff:0:7f00:1]/hook', 'webhooks.urlPrivate'],
    ['https://[::ffff:127.0.0.1]/hook', 'webhooks.urlPrivate'],
    ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', 'webhooks.urlPrivate'],
    ['https://[64:ff9b:1::5db8:d70e]/hook', 'webhooks.urlPrivate'],
    ['https://[fe80::1]/hook', 'webhooks.urlPrivate'],
    // IPv4 written as one number, in hex, octal or short form.
    ['https://2130706433/hook', 'webhooks.urlPrivate'],
    ['https://0x7f000001/hook', 'webhooks.urlPrivate'],
    ['https://0177.0.0.1/hook', 'webhooks.urlPrivate'],
    ['https://127.1/hook', 'webhooks.urlPrivate'],
    ['https://0xa9fea9fe/latest/meta-data', 'webhooks.urlPrivate'],
    ['https://100.64.0.1/hook', 'webhooks.urlPrivate'],
    ['https://192.0.2.10/hook', 'webhooks.urlPrivate'],
    // Names resolving to a refused address.
    ['https://nat64-loopback.example.test/hook', 'webhooks.urlPrivate'],
    ['https://sixtofour-loopback.example.test/hook', 'webhooks.urlPrivate'],
    ['https://translated-loopback.example.test/hook', 'webhooks.urlPrivate'],
    ['https://teredo.example.test/hook', 'webhooks.urlPrivate'],
    ['https://metadata.example.test/hook', 'webhooks.urlPrivate'],
    ['https://one-bad-answer.example.test/hook', 'webhooks.urlPrivate'],
    ['https://loopback.example.test/hook', 'webhooks.urlPrivate'],
    ['https://unknown.example.test/hook', 'webhooks.urlUnresolvable'],
    // Admitted.
    ['https://hooks.example.test/hook', undefined],
    ['https://[64:ff9b::5db8:d70e]/hook', undefined],
    ['https://[2606:4700::1111]/hook', undefined],
    ['https://93.184.215.14/hook', undefined],
  ])('%s: %s', async (url, key) => {
    expect(await refusalKey(url)).toBe(key);
  });
});
