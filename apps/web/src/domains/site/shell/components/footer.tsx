import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Activity, BadgeCheck, MapPin, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

const LEGAL_LINKS = [
  { key: 'terms', to: paths.terms },
  { key: 'privacy', to: paths.privacy },
  { key: 'security', to: paths.security },
] as const;

const BADGES = ['badgeGdpr', 'badgeIso', 'badgeSoc', 'badgeAml'] as const;

/** Site footer (spec 2.3): legal, support and compliance columns, offices, badges and claims. */
export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="border-t bg-muted/40 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="grid content-start gap-3 lg:col-span-1">
          <Logo />
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <FooterColumn title={t('footer.legal')}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="hover:text-foreground hover:underline">
                {t(`footer.${link.key}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.support')}>
          <li>{t('footer.supportContact')}</li>
          <li>{t('footer.legalContact')}</li>
          <li>{t('footer.responseTimes')}</li>
        </FooterColumn>
        <FooterColumn title={t('footer.compliance')}>
          <li>{t('footer.complianceLists')}</li>
          <li>{t('footer.complianceAudit')}</li>
          <li>{t('footer.complianceAccess')}</li>
        </FooterColumn>
        <FooterColumn title={t('footer.offices')}>
          {(['officeDubai', 'officeLondon'] as const).map((office) => (
            <li key={office} className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t(`footer.${office}`)}
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <ul aria-label={t('footer.badges')} className="flex flex-wrap gap-2">
            {BADGES.map((badge) => (
              <li
                key={badge}
                className="flex items-center gap-1 rounded-full border bg-background px-3 py-1 text-xs font-medium"
              >
                <BadgeCheck className="size-3.5 text-green-600" aria-hidden="true" />
                {t(`footer.${badge}`)}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-4">
            <span className="flex items-center gap-1">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('footer.uptime')}
            </span>
            <span className="flex items-center gap-1">
              <Activity className="size-4" aria-hidden="true" />
              {t('footer.monitoring')}
            </span>
            <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-3">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="grid gap-2 text-sm text-muted-foreground">{children}</ul>
    </div>
  );
}
