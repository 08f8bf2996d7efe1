import {
  DATE_FORMATS,
  FONT_SIZES,
  MONITORING_DIGEST_CHOICES,
  PREFERENCE_LANGUAGES,
  RESULTS_PER_PAGE_CHOICES,
  SANCTION_LIST_FILTERS,
  SEARCH_TYPES,
  THEMES,
  TIME_FORMATS,
} from '@sanctions/contracts';
import type { Preferences, UpdatePreferencesBody } from '@sanctions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { changeLanguage } from '@/lib/i18n';
import { languageSchema } from '@/lib/language';
import { usePreferences } from '@/lib/preferences-query';
import { applyStoredLanguage } from '@/lib/stored-language';
import { toast } from '@/lib/toast';
import { useResetPreferences, useUpdatePreferences } from '../api/preferences';
import { applyTheme } from '../lib/theme';
import { SelectRow, SwitchRow } from './preference-controls';

const PREFERENCE_TABS = ['general', 'notifications', 'search', 'privacy', 'account'] as const;
const NOTIFICATION_KEYS = [
  'searchAlerts',
  'weeklyReports',
  'securityAlerts',
  'productUpdates',
  'billingReminders',
] as const;
const PRIVACY_KEYS = ['shareUsageAnalytics', 'allowMarketingEmails', 'publicProfile'] as const;

interface PreferencesScreenProps {
  /** The API Keys card, composed by the route. */
  apiKeys: ReactNode;
  /** The Danger Zone with Delete My Account, composed by the route. */
  dangerZone: ReactNode;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="divide-y">{children}</CardContent>
    </Card>
  );
}

/** Preferences (spec 2.12): General, Notifications, Search, Privacy and Account tabs; each change saves at once. */
export function PreferencesScreen({ apiKeys, dangerZone }: PreferencesScreenProps) {
  const { t, i18n } = useTranslation('preferences');
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const reset = useResetPreferences();

  if (preferences.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {t('loading', { ns: 'common' })}
      </p>
    );
  }
  if (preferences.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('failed')}
      </p>
    );
  }
  const prefs: Preferences = preferences.data;

  const save = (body: UpdatePreferencesBody) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: t('toasts.updated'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('toasts.updateFailed'),
          description: errorMessage(error, t('toasts.updateFailedFallback')),
          variant: 'destructive',
        }),
    });

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        applyTheme('system');
        // The reset preferences are refetched by now; their language (en) becomes the interface's.
        void applyStoredLanguage(queryClient, i18n);
        toast({ title: t('toasts.reset'), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('toasts.resetFailed'),
          description: errorMessage(error, t('toasts.resetFailedFallback')),
          variant: 'destructive',
        }),
    });

  const isBusy = update.isPending || reset.isPending;

  return (
    <Tabs defaultValue="general">
      <TabsList className="flex h-auto w-full justify-start overflow-x-auto">
        {PREFERENCE_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`tabs.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="general" className="mt-4 grid gap-6">
        <Section title={t('general.appearance')}>
          <SelectRow
            label={t('general.theme')}
            value={prefs.theme}
            options={THEMES.map((value) => ({ value, label: t(`themes.${value}`) }))}
            disabled={isBusy}
            onValueChange={(theme) => {
              applyTheme(theme);
              save({ theme });
            }}
          />
          <SelectRow
            label={t('general.language')}
            description={t('general.languageHint')}
            value={prefs.language}
            options={PREFERENCE_LANGUAGES.map((value) => ({
              value,
              label: t(`languages.${value}`),
            }))}
            disabled={isBusy}
            onValueChange={(language) => {
              // Saved first, so the language sync sees this switch as already being saved.
              save({ language });
              const interfaceLanguage = languageSchema.safeParse(language);
              if (interfaceLanguage.success) void changeLanguage(i18n, interfaceLanguage.data);
            }}
          />
        </Section>
        <Section title={t('general.display')}>
          <SelectRow
            label={t('general.dateFormat')}
            value={prefs.display.dateFormat}
            options={DATE_FORMATS.map((value) => ({ value, label: value }))}
            disabled={isBusy}
            onValueChange={(dateFormat) => save({ display: { dateFormat } })}
          />
          <SelectRow
            label={t('general.timeFormat')}
            value={prefs.display.timeFormat}
            options={TIME_FORMATS.map((value) => ({ value, label: t(`timeFormats.${value}`) }))}
            disabled={isBusy}
            onValueChange={(timeFormat) => save({ display: { timeFormat } })}
          />
          <SelectRow
            label={t('general.fontSize')}
            value={prefs.accessibility.fontSize}
            options={FONT_SIZES.map((value) => ({ value, label: t(`fontSizes.${value}`) }))}
            disabled={isBusy}
            onValueChange={(fontSize) => save({ accessibility: { fontSize } })}
          />
          <SwitchRow
            label={t('general.highContrast')}
            checked={prefs.accessibility.highContrast}
            disabled={isBusy}
            onCheckedChange={(highContrast) => save({ accessibility: { highContrast } })}
          />
          <SwitchRow
            label={t('general.reducedMotion')}
            checked={prefs.accessibility.reducedMotion}
            disabled={isBusy}
            onCheckedChange={(reducedMotion) => save({ accessibility: { reducedMotion } })}
          />
          <SwitchRow
            label={t('general.keyboardShortcuts')}
            checked={prefs.accessibility.keyboardShortcuts}
            disabled={isBusy}
            onCheckedChange={(keyboardShortcuts) => save({ accessibility: { keyboardShortcuts } })}
          />
        </Section>
      </TabsContent>

      <TabsContent value="notifications" className="mt-4">
        <Section title={t('notifications.title')} description={t('notifications.description')}>
          {NOTIFICATION_KEYS.map((key) => (
            <SwitchRow
              key={key}
              label={t(`notifications.${key}`)}
              checked={prefs.emailNotifications[key]}
              disabled={isBusy}
              onCheckedChange={(checked) => save({ emailNotifications: { [key]: checked } })}
            />
          ))}
          <SelectRow
            label={t('notifications.monitoringDigest')}
            description={t('notifications.monitoringDigestHint')}
            value={prefs.monitoringDigest}
            options={MONITORING_DIGEST_CHOICES.map((value) => ({
              value,
              label: t(`notifications.monitoringDigestChoices.${value}`),
            }))}
            disabled={isBusy}
            onValueChange={(monitoringDigest) => save({ monitoringDigest })}
          />
        </Section>
      </TabsContent>

      <TabsContent value="search" className="mt-4">
        <Section title={t('search.title')} description={t('search.description')}>
          <SelectRow
            label={t('search.searchType')}
            value={prefs.searchDefaults.searchType}
            options={SEARCH_TYPES.map((value) => ({ value, label: t(`searchTypes.${value}`) }))}
            disabled={isBusy}
            onValueChange={(searchType) => save({ searchDefaults: { searchType } })}
          />
          <SelectRow
            label={t('search.sanctionLists')}
            value={prefs.searchDefaults.sanctionLists}
            options={SANCTION_LIST_FILTERS.map((value) => ({ value, label: t(`lists.${value}`) }))}
            disabled={isBusy}
            onValueChange={(sanctionLists) => save({ searchDefaults: { sanctionLists } })}
          />
          <SelectRow
            label={t('search.resultsPerPage')}
            value={String(prefs.display.resultsPerPage)}
            options={RESULTS_PER_PAGE_CHOICES.map((value) => ({
              value: String(value),
              label: String(value),
            }))}
            disabled={isBusy}
            onValueChange={(value) => {
              const resultsPerPage = RESULTS_PER_PAGE_CHOICES.find(
                (choice) => String(choice) === value,
              );
              if (resultsPerPage !== undefined) save({ display: { resultsPerPage } });
            }}
          />
          <SwitchRow
            label={t('search.autoSave')}
            checked={prefs.searchDefaults.autoSaveSearches}
            disabled={isBusy}
            onCheckedChange={(autoSaveSearches) => save({ searchDefaults: { autoSaveSearches } })}
          />
          <SwitchRow
            label={t('search.compactView')}
            checked={prefs.display.compactView}
            disabled={isBusy}
            onCheckedChange={(compactView) => save({ display: { compactView } })}
          />
          <SwitchRow
            label={t('search.showConfidence')}
            checked={prefs.display.showConfidenceScores}
            disabled={isBusy}
            onCheckedChange={(showConfidenceScores) => save({ display: { showConfidenceScores } })}
          />
        </Section>
      </TabsContent>

      <TabsContent value="privacy" className="mt-4">
        <Section title={t('privacy.title')} description={t('privacy.description')}>
          {PRIVACY_KEYS.map((key) => (
            <SwitchRow
              key={key}
              label={t(`privacy.${key}`)}
              checked={prefs.privacy[key]}
              disabled={isBusy}
              onCheckedChange={(checked) => save({ privacy: { [key]: checked } })}
            />
          ))}
        </Section>
      </TabsContent>

      <TabsContent value="account" className="mt-4 grid gap-6">
        {apiKeys}
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('account.resetTitle')}</CardTitle>
            <CardDescription>{t('account.resetDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={onReset} disabled={isBusy}>
              <RotateCcw aria-hidden="true" />
              {t('account.reset')}
            </Button>
          </CardContent>
        </Card>
        {dangerZone}
      </TabsContent>
    </Tabs>
  );
}
