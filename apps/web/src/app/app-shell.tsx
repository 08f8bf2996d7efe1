import { useMatchRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListFreshnessIndicator } from '@/domains/lists';
import { NotificationDropdown } from '@/domains/notifications';
import { AccessibilitySync, LanguageSync, ThemeSync } from '@/domains/identity';
import { Footer, Header } from '@/domains/site';
import { SCREENING_PATHS } from './routes/screening-paths';

/** Header, page and footer: the frame of every screen except the landing page. */
export function AppShell({ children }: { children: ReactNode }) {
  const matchRoute = useMatchRoute();
  // The search screen has the list dates in a panel above its form; a second copy would only repeat it.
  const hasFreshnessPanel = SCREENING_PATHS.some((to) => matchRoute({ to }) !== false);
  return (
    <div className="flex min-h-screen flex-col">
      {/* The signed-in user's preferences applied to the whole page (spec 2.12, 4). */}
      <ThemeSync />
      <AccessibilitySync />
      <LanguageSync />
      <Header notifications={<NotificationDropdown />} />
      <main className="flex flex-1 flex-col">{children}</main>
      {hasFreshnessPanel ? null : <ListFreshnessIndicator />}
      <Footer />
    </div>
  );
}
