import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import {
  alertDecisions,
  decisionApprovals,
  monitoredSubjects,
  monitoringAlerts,
  monitoringClearances,
} from '../../src/db/schema/monitoring';
import { SHARED_LISTS_DIR, importListsDir } from '../search-test-support';

/** The official UN consolidated list as text. */
export function readUnList(): Promise<string> {
  return readFile(join(SHARED_LISTS_DIR, 'un', 'consolidated.xml'), 'utf8');
}

/** One extra UN individual, placed first in the list (a new designation of the next version). */
export function withUnIndividual(
  xml: string,
  person: { dataId: string; reference: string; first: string; second: string; comment: string },
): string {
  const block = `<INDIVIDUAL><DATAID>${person.dataId}</DATAID><VERSIONNUM>1</VERSIONNUM><FIRST_NAME>${person.first}</FIRST_NAME><SECOND_NAME>${person.second}</SECOND_NAME><UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE><REFERENCE_NUMBER>${person.reference}</REFERENCE_NUMBER><LISTED_ON>2026-11-20</LISTED_ON><COMMENTS1>${person.comment}</COMMENTS1><NATIONALITY><VALUE>Iraq</VALUE></NATIONALITY><LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE><INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS><INDIVIDUAL_ADDRESS><COUNTRY/></INDIVIDUAL_ADDRESS><INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><YEAR>1975</YEAR></INDIVIDUAL_DATE_OF_BIRTH><INDIVIDUAL_PLACE_OF_BIRTH><COUNTRY/></INDIVIDUAL_PLACE_OF_BIRTH><INDIVIDUAL_DOCUMENT/><SORT_KEY/><SORT_KEY_LAST_MOD/></INDIVIDUAL>`;
  return xml.replace('<INDIVIDUALS>', `<INDIVIDUALS>${block}`);
}

/** A temporary LISTS_DIR whose UN file each call of `publish` replaces, then imports (a new version). */
export async function createUnPublisher() {
  const dir = await mkdtemp(join(tmpdir(), 'monitoring-lists-'));
  await mkdir(join(dir, 'un'));
  return {
    dir,
    publish: async (app: FastifyInstance, db: DbOrTx, xml: string) => {
      await writeFile(join(dir, 'un', 'consolidated.xml'), xml);
      await importListsDir(app, db);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Records an approved false positive on an alert as the four-eyes flow ends (ADR 020): decision,
 * approval, the alert decided, and the pair's clearance at the alert's entry hash. Written directly:
 * the decision routes belong to the alerts slice.
 */
export async function approveFalsePositive(
  db: DbOrTx,
  alertId: string,
  people: { maker: { id: string; name: string }; reviewer: { id: string; name: string } },
) {
  const [alert] = await db.select().from(monitoringAlerts).where(eq(monitoringAlerts.id, alertId));
  if (!alert) throw new Error('approveFalsePositive: no such alert');
  const [decision] = await db
    .insert(alertDecisions)
    .values({
      alertId,
      decision: 'false_positive',
      reason: 'Different person: other date of birth',
      makerId: people.maker.id,
      makerName: people.maker.name,
      alertVersion: alert.version,
      requiresApproval: true,
      evidence: { match: alert.match },
    })
    .returning();
  if (!decision) throw new Error('approveFalsePositive: decision insert returned no row');
  await db.insert(decisionApprovals).values({
    decisionId: decision.id,
    alertId,
    outcome: 'approved',
    reason: 'Agreed',
    reviewerId: people.reviewer.id,
    reviewerName: people.reviewer.name,
    evidence: {},
  });
  await db
    .update(monitoringAlerts)
    .set({
      status: 'decided',
      resolution: 'false_positive',
      decidedAt: new Date(),
      version: alert.version + 2,
    })
    .where(eq(monitoringAlerts.id, alertId));
  const subjectKey = await subjectKeyOfAlert(db, alert.subjectId);
  await db.insert(monitoringClearances).values({
    subjectId: alert.subjectId,
    organizationId: alert.organizationId,
    ownerUserId: alert.ownerUserId,
    subjectKey,
    sanctionList: alert.sanctionList,
    sourceId: alert.sourceId,
    entryContentHash: alert.entryContentHash,
    alertId,
    decisionId: decision.id,
  });
  return decision;
}

async function subjectKeyOfAlert(db: DbOrTx, subjectId: string): Promise<string> {
  const [row] = await db
    .select({ key: monitoredSubjects.subjectKey })
    .from(monitoredSubjects)
    .where(eq(monitoredSubjects.id, subjectId));
  if (!row) throw new Error('no such subject');
  return row.key;
}
