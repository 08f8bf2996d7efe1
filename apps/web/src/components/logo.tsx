import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

interface LogoProps {
  className?: string;
  /** Classes of the product name, e.g. `sr-only sm:not-sr-only` to keep only the mark on phones. */
  nameClassName?: string;
}

export function Logo({ className, nameClassName }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span className={cn('flex items-center gap-2 font-bold', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <span dir="ltr" className={nameClassName}>
        {t('appName')}
      </span>
    </span>
  );
}
