import type { ListVersionRef, SanctionList, SearchResult } from '@sanctions/contracts';
import type { ReportCell } from './report-table';

type SearchFields = SearchResult['query'];

/** Who ran which search, when, and against what: what an auditor needs beside the matches. */
export interface AuditContext {
  searchId: string;
  /** Name and e-mail of the analyst exporting. */
  user: string;
  generatedAt: Date;
  query: SearchFields;
  algorithm: string;
  listVersions: readonly ListVersionRef[];
  totalMatches: number;
}

export interface AuditLabels {
  title: string;
  searchId: string;
  user: string;
  generatedAt: string;
  query: string;
  algorithm: string;
  listVersions: string;
  totalMatches: string;
  lists: Record<SanctionList, string>;
}

function utcInstant(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function queryText(query: SearchFields): string {
  const names = [query.firstName, query.lastName, query.arabicName].filter((part) => part !== '');
  const extras = [query.dateOfBirth, query.nationality].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return [...names, ...extras, query.searchType, query.sanctionLists].join(' · ');
}

function versionText(version: ListVersionRef, labels: AuditLabels): string {
  const date = version.publishedAt ?? version.importedAt;
  const id = version.versionId === undefined ? '' : ` #${version.versionId}`;
  return `${labels.lists[version.sanctionList]} (${version.listSource})${id}${date ? ` ${date.slice(0, 10)}` : ''}`;
}

/** Label/value rows of the audit block, the same in the CSV header and the Excel audit sheet. */
export function buildAuditRows(context: AuditContext, labels: AuditLabels): ReportCell[][] {
  return [
    [labels.title],
    [labels.searchId, context.searchId],
    [labels.user, context.user],
    [labels.generatedAt, utcInstant(context.generatedAt)],
    [labels.query, queryText(context.query)],
    [labels.algorithm, context.algorithm],
    [labels.totalMatches, context.totalMatches],
    [labels.listVersions, context.listVersions.map((v) => versionText(v, labels)).join('; ')],
  ];
}
