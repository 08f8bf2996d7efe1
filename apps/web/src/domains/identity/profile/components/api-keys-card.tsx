import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * API Keys card (Security tab and the preferences' Account tab). Manage API Keys opens the /api-keys
 * page rather than a dialog: the key list, its forms and the shown-once key need a phone's full width.
 */
export function ApiKeysCard() {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeyRound className="size-5" aria-hidden="true" />
          {t('apiKeys.title')}
        </CardTitle>
        <CardDescription>{t('apiKeys.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild>
          <Link to={paths.apiKeys}>{t('apiKeys.manage')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
