import { randomBytes } from 'node:crypto';
import type { Match, SanctionList } from '@sanctions/contracts';
import type { DbOrTx } from '../../src/db/client';
import { monitoredSubjects, monitoringAlerts } from '../../src/db/schema/monitoring';

/** A match as the engine stores it with an alert (two aligned tokens, one agreeing date of birth). */
export function sampleMatch(fullName: string, sanctionList: SanctionList, sourceId: string): Match {
  const [firstName = '', lastName = ''] = fullName.split(' ');
  return {
    sanctionEntry: {
      sanctionList,
      sourceId,
      listSource: sanctionList === 'ofac' ? 'OFAC SDN' : 'UN Consolidated List',
      fullName,
      firstName,
      lastName,
      arabicName: 'أسامة بن لادن',
      nationality: 'Saudi Arabia',
      dateOfBirth: '1957-03-10',
      additionalInfo: '',
      isActive: true,
      lastUpdated: '2026-01-01',
      aliases: [],
      birthDates: ['10 Mar 1957'],
      birthPlaces: [],
      nationalities: ['Saudi Arabia'],
      addresses: [],
      documents: [],
      programmes: ['SDGT'],
    },
    confidence: 92,
    riskLevel: 'high',
    status: 'active_sanction',
    matchType: 'transliteration',
    matchedName: fullName,
    matchedNameKind: 'primary',
    aiAnalysis: 'Strong transliteration match.',
    analysis: { en: 'Strong transliteration match.', ar: 'تطابق قوي بالنقل الحرفي.' },
    explanation: {
      tokens: [
        { query: 'usama', matched: 'osama', rule: 'transliteration', similarity: 0.9, weight: 1 },
        {
          query: 'ladin',
          matched: 'laden',
          rule: 'transliteration',
          similarity: 0.88,
          weight: 1.2,
        },
      ],
      evidence: [{ kind: 'dateOfBirth', outcome: 'agree', adjustment: 0.05, detail: '1957-03-10' }],
    },
  };
}

export interface AlertFixture {
  organizationId: string | null;
  ownerUserId: string;
  firstName?: string;
  lastName?: string;
  reference?: string;
  sanctionList?: SanctionList;
  riskLevel?: 'high' | 'medium' | 'low';
  entryFullName?: string;
  raisedAt?: Date;
  listVersionId?: string | null;
}

/** A subject and one open alert on it, inserted directly (as the re-screening would raise it). */
export async function insertAlert(db: DbOrTx, fixture: AlertFixture) {
  const suffix = randomBytes(4).toString('hex');
  const sanctionList = fixture.sanctionList ?? 'ofac';
  const sourceId = `SRC-${suffix}`;
  const entryFullName = fixture.entryFullName ?? 'Osama Laden';
  const [subject] = await db
    .insert(monitoredSubjects)
    .values({
      organizationId: fixture.organizationId,
      ownerUserId: fixture.ownerUserId,
      firstName: fixture.firstName ?? 'Usama',
      lastName: fixture.lastName ?? 'Ladin',
      reference: fixture.reference ?? `CUST-${suffix}`,
      subjectKey: `key-${suffix}`,
      createdBy: fixture.ownerUserId,
    })
    .returning();
  if (subject === undefined) throw new Error('insertAlert: no subject row');
  const match = sampleMatch(entryFullName, sanctionList, sourceId);
  const [alert] = await db
    .insert(monitoringAlerts)
    .values({
      subjectId: subject.id,
      organizationId: fixture.organizationId,
      ownerUserId: fixture.ownerUserId,
      sanctionList,
      listSource: match.sanctionEntry.listSource,
      sourceId,
      entryFullName,
      entryContentHash: `hash-${suffix}`,
      match,
      confidence: match.confidence,
      riskLevel: fixture.riskLevel ?? 'high',
      matchType: match.matchType,
      trigger: 'list_update',
      listVersionId: fixture.listVersionId ?? null,
      listVersions: [
        { sanctionList, listSource: match.sanctionEntry.listSource, versionId: 'v-1' },
      ],
      algorithmVersion: 'test-algo-1',
      ...(fixture.raisedAt === undefined ? {} : { raisedAt: fixture.raisedAt }),
    })
    .returning();
  if (alert === undefined) throw new Error('insertAlert: no alert row');
  return { subject, alert };
}
