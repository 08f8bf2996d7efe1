import { DEFAULT_PREFERENCES, evidenceValues } from '@sanctions/contracts';
import type { EvidenceExplanation, Match } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences-query';
import { useFormatters } from '../lib/use-formatters';
import { ConfidenceBar } from './confidence-bar';
import { MatchStatusBadge, RiskLevelBadge } from './match-badges';
import { DetailList } from './detail-section';

/** The compared values with the words in the interface language; each value isolated (bidi). */
function EvidenceDetail({ item }: { item: EvidenceExplanation }) {
  const { t } = useTranslation('search');
  const compared = evidenceValues(item);
  if (compared === null && item.detail === '') return null;
  return (
    <span className="block text-xs text-muted-foreground" data-testid="evidence-detail">
      {compared === null ? (
        <bdi>{item.detail}</bdi>
      ) : (
        <>
          {t('evidenceDetail.query')} <bdi>{compared.query}</bdi> · {t('evidenceDetail.listed')}{' '}
          <bdi>{compared.listed}</bdi>
        </>
      )}
    </span>
  );
}

/**
 * Spec 2.6 match analysis: confidence, type, risk, the analysis text and how each name part matched.
 * The spec calls it "AI match analysis"; the label says rule-based because no AI adapter contributes
 * (`aiEnhanced` is false), and a label must not claim what the engine does not do.
 * With `display.showConfidenceScores` off the percentage is hidden as in the table; bar and risk stay.
 */
export function MatchAnalysis({ match }: { match: Match }) {
  const { t } = useTranslation('search');
  const { language, number } = useFormatters();
  const { data: preferences } = usePreferences();
  const { showConfidenceScores } = preferences?.display ?? DEFAULT_PREFERENCES.display;
  const { tokens, evidence } = match.explanation;
  return (
    <div className="grid gap-4">
      <DetailList
        emptyText=""
        items={[
          {
            label: t('fields.confidence'),
            value: (
              <ConfidenceBar
                confidence={match.confidence}
                label={t('fields.confidence')}
                showValue={showConfidenceScores}
              />
            ),
          },
          { label: t('fields.matchType'), value: t(`matchTypes.${match.matchType}`) },
          { label: t('fields.riskLevel'), value: <RiskLevelBadge riskLevel={match.riskLevel} /> },
          { label: t('fields.status'), value: <MatchStatusBadge status={match.status} /> },
          {
            label: t('fields.matchedName'),
            value: (
              <>
                <bdi>{match.matchedName}</bdi>{' '}
                <span className="text-muted-foreground">
                  ({t(`nameKinds.${match.matchedNameKind}`)})
                </span>
              </>
            ),
          },
        ]}
      />
      <p
        className="rounded-md bg-muted/60 p-3 text-sm leading-relaxed"
        data-testid="match-analysis-text"
      >
        {match.analysis[language]}
      </p>
      {tokens.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="pb-2 text-start text-sm font-medium">
              {t('analysis.tokensCaption')}
            </caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1 text-start font-medium">
                  {t('analysis.queryToken')}
                </th>
                <th scope="col" className="px-2 py-1 text-start font-medium">
                  {t('analysis.listToken')}
                </th>
                <th scope="col" className="px-2 py-1 text-start font-medium">
                  {t('analysis.rule')}
                </th>
                <th scope="col" className="px-2 py-1 text-end font-medium">
                  {t('analysis.similarity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token, index) => (
                <tr key={`${token.query}-${index}`} className="border-b last:border-b-0">
                  <td className="px-2 py-1 font-medium">
                    <bdi>{token.query}</bdi>
                  </td>
                  <td className="px-2 py-1">
                    {token.matched === null ? '—' : <bdi>{token.matched}</bdi>}
                  </td>
                  <td className="px-2 py-1" title={t(`tokenRules.${token.rule}.description`)}>
                    {t(`tokenRules.${token.rule}.label`)}
                  </td>
                  <td className="px-2 py-1 text-end tabular-nums">
                    {number(Math.round(token.similarity * 100))}%
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {evidence.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {evidence.map((item) => (
            <li key={item.kind}>
              <span className="font-medium">{t(`evidence.${item.kind}`)}</span>
              {': '}
              {t(`evidenceOutcomes.${item.outcome}`)}{' '}
              <span dir="ltr" className="tabular-nums text-muted-foreground">
                ({item.adjustment >= 0 ? '+' : '−'}
                {number(Math.round(Math.abs(item.adjustment) * 100))})
              </span>
              <EvidenceDetail item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
