import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface PagerProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** "1–20 of 143" with previous / next. */
export function Pager({ page, pageSize, shown, total, busy, onPage }: PagerProps) {
  const { t, i18n } = useTranslation('sanctions-updates');
  const number = new Intl.NumberFormat(i18n.language);
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = from === 0 ? 0 : from + shown - 1;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('paging.showing', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page === 1 || busy}
          onClick={() => onPage(page - 1)}
        >
          {t('paging.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={to >= total || busy}
          onClick={() => onPage(page + 1)}
        >
          {t('paging.next')}
        </Button>
      </div>
    </div>
  );
}
