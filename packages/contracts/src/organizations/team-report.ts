import { z } from 'zod';
import { boundedDate } from '../text';
import { successEnvelope } from '../envelope';

/** How the team report buckets activity: UTC calendar days, ISO weeks (from Monday) or months. */
export const TEAM_REPORT_PERIODS = ['day', 'week', 'month'] as const;
export const teamReportPeriodSchema = z.enum(TEAM_REPORT_PERIODS);
export type TeamReportPeriod = z.infer<typeof teamReportPeriodSchema>;

/** The longest range one report covers (a leap year plus a day), so a report stays one bounded query. */
export const TEAM_REPORT_MAX_DAYS = 367;

export const TEAM_REPORT_FORMATS = ['csv', 'xlsx'] as const;
export const TEAM_REPORT_LOCALES = ['en', 'ar'] as const;

export const TEAM_REPORT_MESSAGES = {
  managersOnly: 'Only organization owners and admins can view team reports',
  memberNotFound: 'Member not found',
  endBeforeStart: 'The end date must not be before the start date',
  tooLong: `A report covers at most ${TEAM_REPORT_MAX_DAYS} days`,
} as const;

const isoDay = boundedDate('Use a date (YYYY-MM-DD)');

/** GET /api/v2/organization/reports/team: an inclusive UTC day range, a bucket size, optionally one member. */
export const teamReportQuerySchema = z.object({
  from: isoDay,
  to: isoDay,
  period: teamReportPeriodSchema.default('week'),
  userId: z.uuid().optional(),
});
export type TeamReportQuery = z.infer<typeof teamReportQuerySchema>;

/** GET /api/v2/organization/reports/team/export: the same report as a CSV or Excel file. */
export const teamReportExportQuerySchema = teamReportQuerySchema.extend({
  format: z.enum(TEAM_REPORT_FORMATS).default('csv'),
  locale: z.enum(TEAM_REPORT_LOCALES).default('en'),
});
export type TeamReportExportQuery = z.infer<typeof teamReportExportQuerySchema>;

/**
 * What the report counts, each from its own table so nothing is counted twice:
 * - `singleSearches`: searches run one at a time (screen or API), one per stored search request;
 * - `bulkRows`: rows of the member's bulk jobs that were screened (clear or hit; invalid rows are not);
 * - `decisions`: decisions the member recorded on alerts and case hits (proposals awaiting a second
 *   person included);
 * - `reviews`: proposals the member approved or sent back as the second person (four-eyes);
 * - `medianHoursToDecision`: median time from the alert being raised to the member's decision.
 */
export const teamReportFiguresSchema = z.object({
  singleSearches: z.number().int().nonnegative(),
  bulkRows: z.number().int().nonnegative(),
  decisions: z.number().int().nonnegative(),
  reviews: z.number().int().nonnegative(),
  medianHoursToDecision: z.number().nonnegative().nullable(),
});
export type TeamReportFigures = z.infer<typeof teamReportFiguresSchema>;

/** A person the figures belong to; `userId` null for activity of accounts deleted since. */
export const teamReportMemberSchema = z.object({
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
});
export type TeamReportMember = z.infer<typeof teamReportMemberSchema>;

/** One member in one period (only periods with activity). */
export const teamReportRowSchema = teamReportMemberSchema.extend({
  periodStart: z.iso.date(),
  ...teamReportFiguresSchema.shape,
});
export type TeamReportRow = z.infer<typeof teamReportRowSchema>;

export const teamReportReplySchema = successEnvelope(
  z.object({
    from: z.iso.date(),
    to: z.iso.date(),
    period: teamReportPeriodSchema,
    /** Every period of the range in order, the team's figures (zeros where nothing happened): the chart. */
    periods: z.array(teamReportFiguresSchema.extend({ periodStart: z.iso.date() })),
    /** Every current member (and anyone else with activity in the range), figures over the whole range. */
    members: z.array(teamReportMemberSchema.extend(teamReportFiguresSchema.shape)),
    /** Member by period. */
    rows: z.array(teamReportRowSchema),
    totals: teamReportFiguresSchema,
  }),
);
export type TeamReportReply = z.infer<typeof teamReportReplySchema>;
export type TeamReport = TeamReportReply['data'];
