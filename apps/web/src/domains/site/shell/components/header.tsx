import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/language-toggle';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useAlertCounts } from '@/domains/cases';
import { navEntriesFor } from '../menu-entries';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

interface HeaderProps {
  /** The notification bell, composed by the app (features do not import each other). */
  notifications?: ReactNode;
}

/** Application header (spec 2.3): logo, role-based navigation, EN/AR, notifications, user menu. */
export function Header({ notifications }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        {user ? <MobileMenu user={user} /> : null}
        <Link to={user ? paths.screening : paths.home} className="shrink-0">
          {/* On a phone the signed-in controls leave no room for the name (it stays the link's name). */}
          <Logo nameClassName={user ? 'sr-only sm:not-sr-only' : undefined} />
        </Link>
        {user ? (
          <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
            {navEntriesFor(user.role).map((entry) => (
              <Link
                key={entry.id}
                to={entry.to}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
                activeProps={{ className: 'bg-accent text-foreground' }}
              >
                {t(`nav.${entry.id}`)}
                {entry.id === 'cases' ? <OpenAlertsBadge /> : null}
              </Link>
            ))}
          </nav>
        ) : null}
        <div className="ms-auto flex items-center gap-1">
          <LanguageToggle />
          {user ? (
            <>
              {notifications}
              <UserMenu user={user} />
            </>
          ) : (
            <Button asChild size="sm">
              <Link to={paths.login}>{t('signIn')}</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

/** The open alert count beside Cases (open and escalated alerts wait for a decision); nothing at zero. */
function OpenAlertsBadge() {
  const { t } = useTranslation('shell');
  const counts = useAlertCounts();
  const open = counts.data ? counts.data.open + counts.data.escalated : 0;
  if (open === 0) return null;
  return (
    <span
      className="ms-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-white"
      aria-label={t('nav.openAlerts', { count: open })}
      data-testid="open-alerts-badge"
    >
      {open > 99 ? '99+' : open}
    </span>
  );
}
