import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * API Keys card. Keys get their own release; until then Manage API Keys says so plainly instead of
 * doing nothing (the spec leaves the button unwired).
 */
export function ApiKeysCard() {
  const { t } = useTranslation('profile');
  const [isOpen, setIsOpen] = useState(false);
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
        <Button variant="outline" onClick={() => setIsOpen(true)}>
          {t('apiKeys.manage')}
        </Button>
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('apiKeys.unavailableTitle')}</DialogTitle>
              <DialogDescription>{t('apiKeys.unavailable')}</DialogDescription>
            </DialogHeader>
            <div>
              <Button onClick={() => setIsOpen(false)}>{t('apiKeys.ok')}</Button>
            </div>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
