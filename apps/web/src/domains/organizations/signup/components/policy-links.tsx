import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** Spec 2: the terms, privacy and security policy links at the bottom of the wizard. */
export function PolicyLinks() {
  const { t } = useTranslation('signup');
  const linkClass = 'font-medium text-primary hover:underline';
  return (
    <p className="text-center text-xs text-muted-foreground">
      {t('policies.intro')}{' '}
      <Link to={paths.terms} className={linkClass}>
        {t('policies.terms')}
      </Link>
      {t('policies.separator')}
      <Link to={paths.privacy} className={linkClass}>
        {t('policies.privacy')}
      </Link>
      {t('policies.and')}
      <Link to={paths.security} className={linkClass}>
        {t('policies.security')}
      </Link>
      {t('policies.end')}
    </p>
  );
}
