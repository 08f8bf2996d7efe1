import type { SessionUser } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { Building2, CreditCard, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/role-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ContactSupportDialog } from './contact-support-dialog';

/** Initials of first and last name (spec 2.8); the e-mail's first letter when both are blank. */
export function initialsOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (initials || user.email.charAt(0)).toUpperCase();
}

/** Overview header: avatar, crown, name, e-mail, role and organisation badges, member since (spec 2.8). */
export function ProfileHeader({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('profile');
  const createdAt = new Date(user.createdAt);
  const memberSince = Number.isNaN(createdAt.getTime())
    ? t('header.unknown')
    : new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(createdAt);
  const isSuperAdmin = user.role === 'super_admin';

  return (
    <Card>
      <CardContent className="flex flex-col gap-6 p-6 md:flex-row md:items-center">
        <div className="relative w-fit">
          <div
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
          >
            {initialsOf(user)}
          </div>
          {isSuperAdmin ? (
            <span className="absolute -top-1 -end-1 flex size-8 items-center justify-center rounded-full bg-yellow-400 text-yellow-950 ring-2 ring-background">
              <Crown className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('header.superAdmin')}</span>
            </span>
          ) : null}
        </div>
        <div className="grid flex-1 gap-2">
          <h1 className="text-2xl font-bold tracking-tight">
            {`${user.firstName} ${user.lastName}`.trim() || user.email}
          </h1>
          <p className="text-sm text-muted-foreground">
            <span dir="ltr">{user.email}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <RoleBadge role={user.role} />
            {user.organizationId ? (
              <Badge variant="secondary" className="gap-1">
                <Building2 className="size-3" aria-hidden="true" />
                {t('header.organizationMember')}
              </Badge>
            ) : null}
            <span className="text-sm text-muted-foreground">
              {t('header.memberSince', { date: memberSince })}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ContactSupportDialog user={user} />
          <Button asChild variant="outline">
            <Link to={paths.billing}>
              <CreditCard aria-hidden="true" />
              {t('header.billing')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
