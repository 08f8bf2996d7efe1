import type { SessionUser } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import {
  BarChart3,
  Braces,
  Building2,
  ChevronDown,
  CreditCard,
  Crown,
  LayoutDashboard,
  LogOut,
  Settings,
  User,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/role-badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '../hooks/use-sign-out';
import { menuEntriesFor } from '../menu-entries';
import type { MenuEntryId } from '../menu-entries';

const ENTRY_ICONS: Record<MenuEntryId, LucideIcon> = {
  adminDashboard: LayoutDashboard,
  analytics: BarChart3,
  superAdminDashboard: Crown,
  organization: Building2,
  billing: CreditCard,
  superAdminBilling: CreditCard,
  profile: User,
  settings: Settings,
  apiIntegration: Braces,
};

export function displayNameOf(user: SessionUser): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}

/** Name, email, role badge, role-dependent entries and Sign Out (spec 2.3). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={t('userMenu.label')}>
          <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
            {initials}
          </span>
          <span className="hidden max-w-40 truncate text-sm font-medium md:inline">
            {displayNameOf(user)}
          </span>
          <ChevronDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-1 font-normal">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm font-semibold">{displayNameOf(user)}</span>
            <RoleBadge role={user.role} />
          </span>
          <span className="truncate text-xs text-muted-foreground" dir="ltr">
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {menuEntriesFor(user.role, { hasOrganization: user.organizationId !== null }).map(
          (entry) => {
            const Icon = ENTRY_ICONS[entry.id];
            return (
              <DropdownMenuItem key={entry.id} asChild>
                <Link to={entry.to} search={entry.search}>
                  <Icon aria-hidden="true" />
                  {t(`userMenu.${entry.id}`)}
                </Link>
              </DropdownMenuItem>
            );
          },
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => void signOut()}
          className="text-destructive focus:text-destructive"
        >
          <LogOut aria-hidden="true" className="rtl:rotate-180" />
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
