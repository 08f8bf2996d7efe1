import type { Subject, SubjectStatus } from '@sanctions/contracts';
import { SUBJECT_STATUSES } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { useMonitoringErrorMessage } from '@/domains/cases/shared/use-monitoring-error-message';
import { toast } from '@/lib/toast';
import { useSubjects, useUpdateSubject } from '../api/monitoring-api';
import { RemoveSubjectDialog } from './remove-subject-dialog';

const PAGE_SIZE = 20;

function isStatus(value: string): value is SubjectStatus {
  return SUBJECT_STATUSES.some((status) => status === value);
}

/** The scope's monitored subjects: search, status filter, pages, pause/resume and removal. */
export function SubjectsList() {
  const { t } = useTranslation('monitoring');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubjectStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = {
    page,
    limit: PAGE_SIZE,
    ...(search.trim() === '' ? {} : { search: search.trim() }),
    ...(status === '' ? {} : { status }),
  };
  const subjects = useSubjects(query);
  const { number } = useLocaleFormatters();
  const isFiltered = search.trim() !== '' || status !== '';
  const data = subjects.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('list.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div className="grid gap-2">
            <Label htmlFor="subjects-search">{t('list.search')}</Label>
            <Input
              id="subjects-search"
              type="search"
              dir="auto"
              value={search}
              placeholder={t('list.searchPlaceholder')}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="subjects-status">{t('list.status')}</Label>
            <NativeSelect
              id="subjects-status"
              value={status}
              onChange={(e) => {
                setStatus(isStatus(e.target.value) ? e.target.value : '');
                setPage(1);
              }}
            >
              <option value="">{t('list.statusAll')}</option>
              {SUBJECT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {subjects.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('list.loadFailed')}
          </p>
        ) : null}
        {data && data.subjects.length === 0 ? (
          isFiltered ? (
            <p className="text-sm text-muted-foreground">{t('list.noMatches')}</p>
          ) : (
            <div className="grid gap-2 rounded-md border border-dashed p-4 text-sm">
              <p className="font-medium">{t('empty.title')}</p>
              <p className="text-muted-foreground">{t('empty.body')}</p>
              <p className="text-muted-foreground">{t('empty.howToAdd')}</p>
            </div>
          )
        ) : null}
        {data && data.subjects.length > 0 ? (
          <ul className="divide-y" aria-label={t('list.title')}>
            {data.subjects.map((subject) => (
              <SubjectItem key={subject.id} subject={subject} />
            ))}
          </ul>
        ) : null}
        {data && data.pagination.totalPages > 1 ? (
          <nav aria-label={t('list.pages')} className="flex flex-wrap items-center gap-3 text-sm">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              {t('list.previous')}
            </Button>
            <span>
              {t('list.pageOf', {
                page: number(page),
                pages: number(data.pagination.totalPages),
              })}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= data.pagination.totalPages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('list.next')}
            </Button>
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}

function displayName(subject: Subject): string {
  const latin = `${subject.firstName} ${subject.lastName}`.trim();
  return latin === '' ? subject.arabicName : latin;
}

function SubjectItem({ subject }: { subject: Subject }) {
  const { t } = useTranslation('monitoring');
  const { dateTime } = useLocaleFormatters();
  const update = useUpdateSubject();
  const errorMessage = useMonitoringErrorMessage();
  const name = displayName(subject);
  const toggle = () =>
    update.mutate(
      { id: subject.id, status: subject.status === 'active' ? 'paused' : 'active' },
      {
        onError: (error) =>
          toast({
            title: t('list.updateFailed'),
            description: errorMessage(error, t('list.updateFailed')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <li className="grid gap-2 py-3 md:grid-cols-[minmax(0,1fr)_auto] md:gap-4">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <bdi className="font-medium break-words">{name}</bdi>
          {subject.arabicName !== '' && subject.arabicName !== name ? (
            <bdi dir="rtl" className="text-muted-foreground">
              {subject.arabicName}
            </bdi>
          ) : null}
          <Badge variant={subject.status === 'active' ? 'secondary' : 'outline'}>
            {t(`status.${subject.status}`)}
          </Badge>
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span>{t(`types.${subject.subjectType}`)}</span>
          {subject.reference ? (
            <span>
              {t('list.reference')}: <bdi>{subject.reference}</bdi>
            </span>
          ) : null}
          {subject.dateOfBirth ? (
            <span>
              {t('form.dateOfBirth')}: <bdi dir="ltr">{subject.dateOfBirth}</bdi>
            </span>
          ) : null}
          {subject.nationality ? (
            <span>
              {t('form.nationality')}: <bdi>{subject.nationality}</bdi>
            </span>
          ) : null}
          <span>
            {t('list.lastScreened')}:{' '}
            {subject.lastScreenedAt ? dateTime(subject.lastScreenedAt) : t('list.notScreened')}
          </span>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {subject.openAlerts > 0 ? (
          <a
            href={`/cases?subjectId=${encodeURIComponent(subject.id)}`}
            className="text-sm font-medium text-destructive underline-offset-4 hover:underline"
          >
            {t('list.openAlerts', { count: subject.openAlerts })}
          </a>
        ) : (
          <span className="text-sm text-muted-foreground">{t('list.noOpenAlerts')}</span>
        )}
        {subject.status !== 'removed' ? (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={toggle}
              aria-label={t(subject.status === 'active' ? 'list.pauseName' : 'list.resumeName', {
                name,
              })}
            >
              {subject.status === 'active' ? t('list.pause') : t('list.resume')}
            </Button>
            <RemoveSubjectDialog subjectId={subject.id} name={name} />
          </>
        ) : null}
      </div>
    </li>
  );
}
