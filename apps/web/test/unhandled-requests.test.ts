import { describe, expect, it } from 'vitest';
import { failOnUnhandledRequests, takeUnhandledRequests } from './unhandled-requests';

describe('unhandled requests', () => {
  it('fails with the method and URL of a request no handler answered', async () => {
    await expect(
      fetch('http://localhost/api/v2/no-such-route?x=1', { method: 'POST', body: '{}' }),
    ).rejects.toThrow();

    expect(() => failOnUnhandledRequests()).toThrow(
      /1 request\(s\) without an MSW handler[\s\S]*POST http:\/\/localhost\/api\/v2\/no-such-route\?x=1/,
    );
    expect(takeUnhandledRequests()).toEqual([]);
  });

  it('passes when every request was answered', () => {
    expect(() => failOnUnhandledRequests()).not.toThrow();
  });
});
