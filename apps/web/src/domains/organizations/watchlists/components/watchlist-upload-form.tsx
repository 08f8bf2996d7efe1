import type { WatchlistRowError } from '@sanctions/contracts';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useCreateWatchlist } from '../api/watchlists';
import { rowErrorsOf } from '../lib/row-errors-of';
import { WatchlistRowErrors } from './watchlist-row-errors';

/** Owners and admins: a new watchlist from a CSV or Excel file; a refused file lists its bad rows. */
export function WatchlistUploadForm() {
  const { t } = useTranslation('watchlists');
  const errorMessage = useApiErrorMessage();
  const create = useCreateWatchlist();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<{ message: string; rows: WatchlistRowError[] } | null>(
    null,
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Upload className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('upload.title')}
        </CardTitle>
        <CardDescription>{t('upload.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (file === null) {
              setFailure({ message: t('upload.chooseFile'), rows: [] });
              return;
            }
            setFailure(null);
            create.mutate(
              { name, file },
              {
                onSuccess: (reply) => {
                  toast({
                    title: t('upload.done', { name: reply.data.name }),
                    variant: 'success',
                  });
                  setName('');
                  setFile(null);
                  if (fileInput.current) fileInput.current.value = '';
                },
                onError: (error) =>
                  setFailure({
                    message: errorMessage(error, t('upload.failed')),
                    rows: rowErrorsOf(error),
                  }),
              },
            );
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="watchlist-name">{t('upload.name')}</Label>
            <Input
              id="watchlist-name"
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="watchlist-file">{t('upload.file')}</Label>
            <Input
              id="watchlist-file"
              ref={fileInput}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby="watchlist-file-hint"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <p id="watchlist-file-hint" className="text-sm text-muted-foreground sm:col-span-2">
            {t('upload.columns')}
          </p>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('upload.uploading') : t('upload.submit')}
            </Button>
          </div>
        </form>
        {failure !== null ? (
          <Alert variant="destructive">
            <AlertDescription>{failure.message}</AlertDescription>
          </Alert>
        ) : null}
        <WatchlistRowErrors errors={failure?.rows ?? []} />
      </CardContent>
    </Card>
  );
}
