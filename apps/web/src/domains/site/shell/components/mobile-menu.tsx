import type { SessionUser } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { menuEntriesFor, navEntriesFor } from '../menu-entries';

/** Side menu for small screens with the same role rules as the desktop header. */
export function MobileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const [isOpen, setIsOpen] = useState(false);
  const links = [
    ...navEntriesFor(user.role).map((entry) => ({
      key: entry.id,
      to: entry.to,
      label: t(`nav.${entry.id}`),
    })),
    ...menuEntriesFor(user.role, { hasOrganization: user.organizationId !== null }).map(
      (entry) => ({
        key: entry.id,
        to: entry.to,
        search: entry.search,
        label: t(`userMenu.${entry.id}`),
      }),
    ),
  ];
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.openMenu')}>
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <SheetTitle className="text-lg font-semibold">{t('nav.menuTitle')}</SheetTitle>
        <nav className="grid gap-1">
          {links.map((link) => (
            <Link
              key={link.key}
              to={link.to}
              search={'search' in link ? link.search : undefined}
              onClick={() => setIsOpen(false)}
              className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
              activeProps={{ className: 'bg-accent' }}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
