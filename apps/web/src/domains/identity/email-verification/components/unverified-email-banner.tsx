import { Link, useMatchRoute } from '@tanstack/react-router';
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

// Dismissal lasts for the browser session: the reminder comes back on the next visit, not on every page.
const DISMISSED_KEY = 'unverified-email-banner-dismissed';

function isDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A reminder above signed-in pages while the address is unverified (ADR 007: the account works, the
 * reminder says why verifying matters). Not on the profile, which shows the state and the resend button.
 */
export function UnverifiedEmailBanner({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('email-verification');
  const matchRoute = useMatchRoute();
  const [isHidden, setIsHidden] = useState(isDismissed);
  if (isVerified || isHidden || matchRoute({ to: paths.profile }) !== false) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage may be off (private mode); hiding for this page view is still what was asked.
    }
    setIsHidden(true);
  };

  return (
    <div
      role="status"
      className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <MailWarning className="size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        {t('banner.message')}{' '}
        <Link to={paths.profile} className="font-medium underline underline-offset-4">
          {t('banner.action')}
        </Link>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('banner.dismiss')}
        className="rounded p-1 hover:bg-amber-100 dark:hover:bg-amber-900"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
