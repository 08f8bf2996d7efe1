import { describe, expect, it } from 'vitest';
import {
  forgetTrustedDeviceToken,
  readTrustedDeviceToken,
  storeTrustedDeviceToken,
} from './trusted-device-storage';

describe('trusted-device storage', () => {
  it('keeps one token per e-mail, whatever the case and spaces of the address', () => {
    storeTrustedDeviceToken('Layla@Example.com', 'token-layla');
    storeTrustedDeviceToken('omar@example.com', 'token-omar');

    expect(readTrustedDeviceToken(' layla@example.com ')).toBe('token-layla');
    expect(readTrustedDeviceToken('omar@example.com')).toBe('token-omar');
    expect(readTrustedDeviceToken('nadia@example.com')).toBeNull();
  });

  it('forgets only the named account', () => {
    storeTrustedDeviceToken('layla@example.com', 'token-layla');
    storeTrustedDeviceToken('omar@example.com', 'token-omar');
    forgetTrustedDeviceToken('LAYLA@example.com');

    expect(readTrustedDeviceToken('layla@example.com')).toBeNull();
    expect(readTrustedDeviceToken('omar@example.com')).toBe('token-omar');
  });

  it('treats a blank stored value as no token', () => {
    localStorage.setItem('trustedDevice:layla@example.com', '  ');
    expect(readTrustedDeviceToken('layla@example.com')).toBeNull();
  });
});
