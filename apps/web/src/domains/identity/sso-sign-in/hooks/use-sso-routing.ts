import { useState } from 'react';
import { discoverSso, startSso } from '../api/sso-sign-in';

/**
 * E-mail first (issue 27 §1): once the address is known, an address of a single sign-on domain goes to
 * its provider instead of the password. `usePassword` is the owners' break-glass way back to the password
 * (the server decides whether it is allowed). A failed look-up leaves the password sign-in as it was.
 */
export function useSsoRouting() {
  const [ssoEmail, setSsoEmail] = useState<string | null>(null);
  const [usePassword, setUsePassword] = useState(false);
  const [isStarting, setIsStarting] = useState(false);

  async function check(email: string): Promise<boolean> {
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return false;
    try {
      const isSso = await discoverSso(address);
      setSsoEmail(isSso ? address : null);
      return isSso;
    } catch {
      return false;
    }
  }

  /** Sends the browser to the provider; throws the server's refusal (provider down...) to show. */
  async function start(email: string): Promise<void> {
    setIsStarting(true);
    try {
      window.location.assign(await startSso(email.trim().toLowerCase()));
    } catch (error) {
      setIsStarting(false);
      throw error;
    }
  }

  return {
    /** True while the typed address belongs to a single sign-on domain and no password was chosen. */
    isActiveFor: (email: string) =>
      !usePassword && ssoEmail !== null && ssoEmail === email.trim().toLowerCase(),
    usePassword,
    isStarting,
    check,
    start,
    choosePassword: () => setUsePassword(true),
  };
}
