import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/language-toggle';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
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
