import type { WatchlistRowError } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The bad rows of a refused upload, each with its line, column and reason, so the user fixes the file
 * and uploads it again (nothing of it was imported).
 */
export function WatchlistRowErrors({ errors }: { errors: readonly WatchlistRowError[] }) {
  const { t, i18n } = useTranslation('watchlists');
  if (errors.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto" data-testid="watchlist-row-errors">
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-medium">{t('errors.caption')}</caption>
        <thead>
          <tr className="border-b text-start">
            <th scope="col" className="py-2 pe-3 text-start">
              {t('errors.line')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('errors.column')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('errors.reason')}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.line}:${error.field ?? 'row'}:${error.problem}`} className="border-b">
              <td className="py-2 pe-3 align-top tabular-nums">{number.format(error.line)}</td>
              <td className="py-2 pe-3 align-top">{t(`fields.${error.field ?? 'row'}`)}</td>
              <td className="py-2 align-top break-words">{t(`problems.${error.problem}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
