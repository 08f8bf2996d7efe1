import { TEAM_REPORT_MESSAGES } from '@sanctions/contracts';
import type {
  TeamReport,
  TeamReportFigures,
  TeamReportMember,
  TeamReportQuery,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import { medianHours } from './median-hours';
import { periodStartOf, periodStartsOf, teamReportRange } from './team-report-range';
import {
  countBulkRows,
  countReviews,
  countSingleSearches,
  isMemberOf,
  listDecisionTimings,
  listMemberNames,
} from './team-report.queries';
import type { DailyCount, DecisionTiming } from './team-report.queries';

/** Running figures of one member in one period (or over the range, or the team's). */
interface Tally {
  singleSearches: number;
  bulkRows: number;
  decisions: number;
  reviews: number;
  seconds: number[];
}

const emptyTally = (): Tally => ({
  singleSearches: 0,
  bulkRows: 0,
  decisions: 0,
  reviews: 0,
  seconds: [],
});

const figuresOf = (tally: Tally): TeamReportFigures => ({
  singleSearches: tally.singleSearches,
  bulkRows: tally.bulkRows,
  decisions: tally.decisions,
  reviews: tally.reviews,
  medianHoursToDecision: medianHours(tally.seconds),
});

/** Key of a member's activity; deleted accounts' rows (user id set null) gather under one key. */
const DELETED = 'deleted';
const memberKey = (userId: string | null): string => userId ?? DELETED;

/**
 * The organisation's team report: per member and period, single searches, screened bulk rows, decisions,
 * four-eyes reviews and the median time to decision; the team per period for the chart; each member over
 * the range. Only the caller's organisation is read, so `userId` of anyone else answers 404.
 */
export async function buildTeamReport(
  db: DbOrTx,
  scope: ManagerScope,
  query: TeamReportQuery,
): Promise<TeamReport> {
  const range = teamReportRange(query.from, query.to);
  if (query.userId !== undefined && !(await isMemberOf(db, scope.organizationId, query.userId))) {
    throw new AppError('NOT_FOUND', TEAM_REPORT_MESSAGES.memberNotFound);
  }
  const reportScope = { organizationId: scope.organizationId, range, userId: query.userId };
  const [singles, bulk, timings, reviews] = [
    await countSingleSearches(db, reportScope),
    await countBulkRows(db, reportScope),
    await listDecisionTimings(db, reportScope),
    await countReviews(db, reportScope),
  ];

  const cells = new Map<string, Map<string, Tally>>();
  const byMember = new Map<string, Tally>();
  const byPeriod = new Map<string, Tally>();
  const team = emptyTally();
  const tallies = (userId: string | null, day: string): Tally[] => {
    const key = memberKey(userId);
    const periodStart = periodStartOf(day, query.period);
    const row = cells.get(key) ?? new Map<string, Tally>();
    cells.set(key, row);
    const cell = row.get(periodStart) ?? emptyTally();
    row.set(periodStart, cell);
    const member = byMember.get(key) ?? emptyTally();
    byMember.set(key, member);
    const period = byPeriod.get(periodStart) ?? emptyTally();
    byPeriod.set(periodStart, period);
    return [cell, member, period, team];
  };
  const add = (counts: DailyCount[], field: 'singleSearches' | 'bulkRows' | 'reviews') => {
    for (const count of counts) {
      for (const tally of tallies(count.userId, count.day)) tally[field] += count.count;
    }
  };
  add(singles, 'singleSearches');
  add(bulk, 'bulkRows');
  add(reviews, 'reviews');
  const addTimings = (list: DecisionTiming[]) => {
    for (const timing of list) {
      for (const tally of tallies(timing.userId, timing.day)) {
        tally.decisions += 1;
        tally.seconds.push(timing.secondsToDecision);
      }
    }
  };
  addTimings(timings);

  const activeIds = [...cells.keys()].filter((key) => key !== DELETED);
  const names = await listMemberNames(db, scope.organizationId, activeIds);
  const people = new Map<string, TeamReportMember>(
    names
      .filter((name) => query.userId === undefined || name.id === query.userId)
      .map((name) => [
        name.id,
        {
          userId: name.id,
          name: `${name.firstName} ${name.lastName}`.trim(),
          email: name.email,
        },
      ]),
  );
  if (cells.has(DELETED)) people.set(DELETED, { userId: null, name: '', email: '' });

  return {
    from: range.from,
    to: range.to,
    period: query.period,
    periods: periodStartsOf(range, query.period).map((periodStart) => ({
      periodStart,
      ...figuresOf(byPeriod.get(periodStart) ?? emptyTally()),
    })),
    members: [...people].map(([key, person]) => ({
      ...person,
      ...figuresOf(byMember.get(key) ?? emptyTally()),
    })),
    rows: [...people].flatMap(([key, person]) =>
      [...(cells.get(key) ?? new Map<string, Tally>())]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([periodStart, tally]) => ({ ...person, periodStart, ...figuresOf(tally) })),
    ),
    totals: figuresOf(team),
  };
}
