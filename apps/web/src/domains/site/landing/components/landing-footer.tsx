import { Link } from '@tanstack/react-router';
import { Activity, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { SectionLink } from './section-link';

/** The server's interactive API reference (OpenAPI), outside the single-page app. */
const API_DOCS_HREF = '/api/docs';
const LINK_CLASS = 'hover:text-foreground hover:underline';

/** Landing footer (spec document 2, section 2): product, company and legal links, and the service claims. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <FooterColumn title={t('footer.product')}>
          <li>
            <SectionLink section="features" className={LINK_CLASS}>
              {t('nav.features')}
            </SectionLink>
          </li>
          <li>
            <SectionLink section="pricing" className={LINK_CLASS}>
              {t('nav.pricing')}
            </SectionLink>
          </li>
          <li>
            <a href={API_DOCS_HREF} className={LINK_CLASS}>
              {t('footer.api')}
            </a>
          </li>
          <li>
            <Link to={paths.signup} className={LINK_CLASS}>
              {t('nav.startTrial')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.company')}>
          <li>
            <Link to={paths.contact} className={LINK_CLASS}>
              {t('footer.contact')}
            </Link>
          </li>
          <li>
            <Link to={paths.contact} search={{ topic: 'demo' }} className={LINK_CLASS}>
              {t('footer.bookDemo')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.legal')}>
          <li>
            <Link to={paths.terms} className={LINK_CLASS}>
              {t('footer.terms')}
            </Link>
          </li>
          <li>
            <Link to={paths.privacy} className={LINK_CLASS}>
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link to={paths.security} className={LINK_CLASS}>
              {t('footer.security')}
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <div className="flex flex-wrap items-center gap-4">
            <span className="flex items-center gap-1">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('footer.uptime')}
            </span>
            <span className="flex items-center gap-1">
              <Activity className="size-4" aria-hidden="true" />
              {t('footer.monitoring')}
            </span>
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
