import { Link } from '@tanstack/react-router';
import { Clock, LifeBuoy, MapPin, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** How and when the provider team answers, and where it sits. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('details.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-5 text-sm">
          <Detail icon={Clock} title={t('details.responseTitle')}>
            {t('details.response')}
          </Detail>
          <Detail icon={MapPin} title={t('details.officesTitle')}>
            <span className="block">{t('details.officeDubai')}</span>
            <span className="block">{t('details.officeLondon')}</span>
          </Detail>
          <Detail icon={LifeBuoy} title={t('details.customersTitle')}>
            {t('details.customers')}
          </Detail>
          <Detail icon={ShieldCheck} title={t('details.securityTitle')}>
            {t('details.security')}{' '}
            <Link to={paths.security} className="font-medium text-primary hover:underline">
              {t('details.securityLink')}
            </Link>
          </Detail>
        </ul>
      </CardContent>
    </Card>
  );
}

function Detail({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}
