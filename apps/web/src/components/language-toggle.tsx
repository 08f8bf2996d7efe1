import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { changeLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** EN/AR switch: persists the choice and flips the document direction (spec 2.3, 4). */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('gap-1.5', className)}
      aria-label={t('language.switchLabel')}
      title={t('language.switchLabel')}
      data-testid="language-toggle"
      onClick={() => void changeLanguage(i18n, next)}
    >
      <Languages aria-hidden="true" />
      <span lang={next}>{t('language.short')}</span>
    </Button>
  );
}
