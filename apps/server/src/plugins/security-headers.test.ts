import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaderOptions } from './security-headers';

describe('helmetHeaders', () => {
  it('holds the full helmet header set of our policy, computed once', () => {
    const headers = helmetHeaders(securityHeaderOptions({ isHttps: false }));
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests over https', () => {
    const headers = helmetHeaders(securityHeaderOptions({ isHttps: true }));
    expect(headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
