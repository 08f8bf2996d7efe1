import { TEAM_REPORT_PERIODS, teamReportPeriodSchema } from '@sanctions/contracts';
import type { TeamReportMember, TeamReportQuery } from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * The date range (UTC days), the bucket size and optionally one member; the report follows only when
 * "Show report" is pressed.
 */
export function TeamReportFilters({
  query,
  members,
  onApply,
}: {
  query: TeamReportQuery;
  members: readonly TeamReportMember[];
  onApply: (query: TeamReportQuery) => void;
}) {
  const { t } = useTranslation('team-report');
  const [draft, setDraft] = useState(query);
  const isValid = draft.from !== '' && draft.to !== '' && draft.from <= draft.to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('filters.title')}
      className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div className="grid gap-2">
        <Label htmlFor="team-report-from">{t('filters.from')}</Label>
        <Input
          id="team-report-from"
          type="date"
          value={draft.from}
          max={draft.to}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="team-report-to">{t('filters.to')}</Label>
        <Input
          id="team-report-to"
          type="date"
          value={draft.to}
          min={draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="team-report-period">{t('filters.period')}</Label>
        <NativeSelect
          id="team-report-period"
          value={draft.period}
          onChange={(event) => {
            const period = teamReportPeriodSchema.safeParse(event.target.value);
            if (period.success) setDraft({ ...draft, period: period.data });
          }}
        >
          {TEAM_REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`filters.periods.${period}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="team-report-member">{t('filters.member')}</Label>
        <NativeSelect
          id="team-report-member"
          value={draft.userId ?? ''}
          onChange={(event) => {
            const { userId: _previous, ...rest } = draft;
            setDraft(event.target.value === '' ? rest : { ...rest, userId: event.target.value });
          }}
        >
          <option value="">{t('filters.allMembers')}</option>
          {members.map((member) =>
            member.userId === null ? null : (
              <option key={member.userId} value={member.userId}>
                {member.name === '' ? member.email : member.name}
              </option>
            ),
          )}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={!isValid}>
        {t('filters.apply')}
      </Button>
    </form>
  );
}
