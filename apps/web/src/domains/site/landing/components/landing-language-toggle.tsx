import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { storeLanguage } from '@/lib/language';

interface LandingLanguageToggleProps {
  /** Reloads the page once the choice is stored; replaceable where no real page exists (tests). */
  reload?: () => void;
}

/**
 * EN/AR switch of the landing page: stores the choice and reloads (spec 4), so the whole page,
 * including the document direction, comes back in the chosen language.
 */
export function LandingLanguageToggle({
  reload = () => window.location.reload(),
}: LandingLanguageToggleProps) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="ghost"
      size="sm"
      className="gap-1.5"
      aria-label={t('language.switchLabel')}
      title={t('language.switchLabel')}
      data-testid="language-toggle"
      onClick={() => {
        storeLanguage(next);
        reload();
      }}
    >
      <Languages aria-hidden="true" />
      <span lang={next}>{t('language.short')}</span>
    </Button>
  );
}
