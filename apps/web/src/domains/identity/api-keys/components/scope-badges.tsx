import type { ApiKeyScope } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** A key's scopes as badges, in the contract's order. */
export function ScopeBadges({ scopes }: { scopes: readonly ApiKeyScope[] }) {
  const { t } = useTranslation('api-keys');
  return (
    <span className="flex flex-wrap gap-1">
      {scopes.map((scope) => (
        <Badge key={scope} variant="blue">
          {t(`scopes.${scope}`)}
        </Badge>
      ))}
    </span>
  );
}
