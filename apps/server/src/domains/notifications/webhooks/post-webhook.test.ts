import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from './post-webhook';
import type { WebhookPost } from './post-webhook';
import { startWebhookReceiver } from '../../../../test/notifications/webhook-test-receiver';
import type { WebhookTestReceiver } from '../../../../test/notifications/webhook-test-receiver';

// Names answered from this table, never from the network: what a re-pointed name (DNS rebinding) would
// answer at delivery time, after the URL passed the check at registration.
const NAMES: Record<string, string[]> = {
  'loopback.example.test': ['127.0.0.1'],
  'mapped-loopback.example.test': ['::ffff:127.0.0.1'],
  'nat64-loopback.example.test': ['64:ff9b::7f00:1'],
  'sixtofour-loopback.example.test': ['2002:7f00:1::'],
  'translated-loopback.example.test': ['::ffff:0:7f00:1'],
  'compatible-loopback.example.test': ['::7f00:1'],
  'teredo.example.test': ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  'metadata.example.test': ['169.254.169.254'],
  'private.example.test': ['10.0.0.7'],
  'unique-local.example.test': ['fd12:3456::1'],
  'one-bad-answer.example.test': ['127.0.0.1', '10.0.0.7'],
};

function familyOf(address: string): 4 | 6 {
  return address.includes(':') ? 6 : 4;
}

function tableResolver(asked: string[]) {
  return async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const answers = NAMES[hostname];
    if (answers === undefined) throw new Error(`ENOTFOUND ${hostname}`);
    return answers.map((address) => ({ address, family: familyOf(address) }));
  };
}

describe('postWebhook: the address is checked again at delivery, after resolution', () => {
  let receiver: WebhookTestReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  function post(url: string, options: Partial<WebhookPost> = {}) {
    return postWebhook({
      url,
      body: '{}',
      headers: {},
      timeoutMs: 2_000,
      allowLoopback: false,
      ...options,
    });
  }

  it.each([
    ['loopback.example.test', false],
    ['mapped-loopback.example.test', false],
    ['nat64-loopback.example.test', true],
    ['sixtofour-loopback.example.test', true],
    ['translated-loopback.example.test', true],
    ['compatible-loopback.example.test', true],
    ['teredo.example.test', true],
    ['metadata.example.test', true],
    ['private.example.test', true],
    ['unique-local.example.test', true],
    ['one-bad-answer.example.test', true],
  ])(
    '%s: refused without a connection (refused also when loopback is admitted: %s)',
    async (name, refusedWithLoopback) => {
      const port = new URL(receiver.url).port;
      const before = receiver.received.length;
      const asked: string[] = [];
      const answer = await post(`http://${name}:${port}/hook`, { resolve: tableResolver(asked) });
      expect(asked).toEqual([name]);
      expect(answer).toMatchObject({ status: null, error: `address of ${name} is not allowed` });

      const testMode = await post(`http://${name}:${port}/hook`, {
        resolve: tableResolver(asked),
        allowLoopback: true,
      });
      if (refusedWithLoopback) expect(testMode.error).toBe(`address of ${name} is not allowed`);
      else expect(testMode).toMatchObject({ status: 200, error: null });
      expect(receiver.received.length - before).toBe(refusedWithLoopback ? 0 : 1);
    },
  );

  it.each([
    ['http://[64:ff9b::7f00:1]/hook', 'address 64:ff9b::7f00:1 is not allowed'],
    ['http://[2002:7f00:1::]/hook', 'address 2002:7f00:1:: is not allowed'],
    ['http://[::127.0.0.1]/hook', 'address ::7f00:1 is not allowed'],
    ['http://[::ffff:0:7f00:1]/hook', 'address ::ffff:0:7f00:1 is not allowed'],
    ['http://0x7f000001/hook', 'address 127.0.0.1 is not allowed'],
    ['http://2130706433/hook', 'address 127.0.0.1 is not allowed'],
  ])('%s: refused before any connection', async (url, error) => {
    expect(await post(url)).toMatchObject({ status: null, error });
  });
});
