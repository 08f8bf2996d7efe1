import { ORGANIZATION_MANAGER_ROLES, ORGANIZATION_ROLES, hasRole } from './roles';
import type { OrganizationRole, Role } from './roles';
import type { ApiKeyScope } from './api-keys';

/**
 * Who may call a route that needs a signed-in caller. Global roles (`minRole`, `staffRole`) are the
 * provider's staff rights; `organizationRoles` is the caller's role inside their own organisation. The two
 * never stand in for each other: an organisation owner is a `user` globally, and a super admin has no
 * organisation role.
 */
export interface SignedInAccess {
  /**
   * Lowest global role (hierarchical, `user` = any signed-in account). The server checks it before the
   * request body is validated, so a caller below it never learns the route's body shape.
   */
  readonly minRole: Role;
  /** When set, the caller must also hold one of these roles in their own organisation (the feature checks). */
  readonly organizationRoles?: readonly OrganizationRole[];
  /** Global role that passes without any organisation role: provider staff reading every organisation. */
  readonly staffRole?: Role;
  /**
   * What a signed-in caller outside every organisation gets from an organisation route: 404 where the
   * route answers "No organization" (the caller's scope is empty), 403 (the default) where it refuses.
   */
  readonly withoutOrganization?: 403 | 404;
  /**
   * When set, an API key holding this scope authenticates too (`Authorization: Bearer <key>` or
   * `X-API-Key`); routes without it refuse keys with 401. Checked against the route, not the URL.
   */
  readonly apiKeyScope?: ApiKeyScope;
}

/**
 * - `public`: no sign-in; a bearer token is not needed and not read.
 * - `operator-token`: no account of any role passes, nor an API key: the bearer token must be the one the
 *   operator set in the server's environment (`METRICS_TOKEN`); 401 otherwise, and 404 while it is unset.
 * - `optional-session`: no sign-in needed because the body carries another credential (a refresh token, an
 *   invitation token); a bearer token, when sent, is used and must be valid.
 * - {@link SignedInAccess}: a valid bearer access token (401 without), then the roles.
 */
export type RouteAccess = 'public' | 'optional-session' | 'operator-token' | SignedInAccess;

/** HTTP methods the API routes use (HEAD follows GET). */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'METHOD /api/...'` with the Fastify route pattern, e.g. `'GET /api/v2/search/:id'`. */
export type RouteKey = `${RouteMethod} /api/${string}` | OperatorRouteKey;

/** Routes for the operator's tools (a Prometheus scraper), kept off the `/api` path of the product. */
export type OperatorRouteKey = 'GET /metrics';

const PUBLIC = 'public';
const OPERATOR_TOKEN = 'operator-token';
const OPTIONAL_SESSION = 'optional-session';
const SIGNED_IN: SignedInAccess = { minRole: 'user' };
/** Any signed-in account, or an API key with the `search` scope. */
const SEARCH_CLIENT: SignedInAccess = { minRole: 'user', apiKeyScope: 'search' };
/** Any signed-in account, or an API key with the `bulk` scope (the plan's bulkScreening is checked too). */
const BULK_CLIENT: SignedInAccess = { minRole: 'user', apiKeyScope: 'bulk' };
/** Any signed-in account, or an API key with the `monitoring` scope (issue 16). */
const MONITORING_CLIENT: SignedInAccess = { minRole: 'user', apiKeyScope: 'monitoring' };
const MODERATOR: SignedInAccess = { minRole: 'moderator' };
const ADMIN: SignedInAccess = { minRole: 'admin' };
const SUPER_ADMIN: SignedInAccess = { minRole: 'super_admin' };
/** Every member of the caller's organisation; a standalone account has no organisation: 404. */
const ORGANIZATION_MEMBERS: SignedInAccess = {
  minRole: 'user',
  organizationRoles: ORGANIZATION_ROLES,
  withoutOrganization: 404,
};
/** Owners and admins of the caller's organisation; everyone else 403. */
const ORGANIZATION_MANAGERS: SignedInAccess = {
  minRole: 'user',
  organizationRoles: ORGANIZATION_MANAGER_ROLES,
  withoutOrganization: 403,
};
/** Owners and admins of the caller's organisation; members 403, a standalone account 404 "No organization". */
const ORGANIZATION_MANAGERS_IN_SCOPE: SignedInAccess = {
  ...ORGANIZATION_MANAGERS,
  withoutOrganization: 404,
};
/** The organisation's owners only. */
const ORGANIZATION_OWNERS: SignedInAccess = {
  minRole: 'user',
  organizationRoles: ['owner'],
  withoutOrganization: 403,
};
/** The audit trail (ADR 037): an organisation's owners read their own chain, the super admin every chain. */
const AUDIT_TRAIL_READERS: SignedInAccess = { ...ORGANIZATION_OWNERS, staffRole: 'super_admin' };
/** Invoices: an organisation's owners and admins read their own, the super admin every organisation's. */
const BILLING_DOCUMENTS: SignedInAccess = {
  ...ORGANIZATION_MANAGERS_IN_SCOPE,
  staffRole: 'super_admin',
};

/**
 * Who may call each API route, keyed by method and Fastify route pattern. The server checks sign-in and
 * the global role from this table before validation (plugins/route-access.ts); features check
 * organisation roles and scope their queries. A test walks every registered route with every kind of
 * caller and compares the answers with this table, so a route without an entry fails the build.
 */
export const ROUTE_ACCESS = {
  /** Health, the public plan catalogue, the contact form and organisation sign-up: no account needed. */
  'GET /api/health': PUBLIC,
  /** For load balancers and orchestrators: the process answers / it can serve searches (issue 26). */
  'GET /api/health/live': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/v2/subscription/plans': PUBLIC,
  /** The landing page's coverage figures, computed from the served lists (issue 23 §4). */
  'GET /api/v2/sanctions/coverage': PUBLIC,
  'POST /api/v2/contact': PUBLIC,
  'POST /api/v2/organization/create': PUBLIC,
  /** A screening certificate's code checked against the stored record (ADR 023); answers only a status. */
  'GET /api/v2/search/:id/verify': PUBLIC,

  /** Prometheus metrics (issue 26): the operator's scraper with `METRICS_TOKEN`, never an account. */
  'GET /metrics': OPERATOR_TOKEN,

  /** Signing in and out, registration and refresh; the account's own session. */
  'POST /api/v2/auth-simple/login': PUBLIC,
  'POST /api/v2/auth-simple/register': PUBLIC,
  /** Single sign-on (issue 27 §1): the provider's redirect carries the proof, not a session. */
  'POST /api/v2/auth-simple/sso/discover': PUBLIC,
  'POST /api/v2/auth-simple/sso/start': PUBLIC,
  'POST /api/v2/auth-simple/sso/complete': PUBLIC,
  'POST /api/v2/auth-simple/refresh': PUBLIC,
  'POST /api/v2/auth-simple/logout': OPTIONAL_SESSION,
  'GET /api/v2/auth-simple/me': SIGNED_IN,

  /** Links sent by e-mail (password reset, address verification, invitations) carry their own token. */
  'POST /api/v2/auth/password-reset/request': PUBLIC,
  'POST /api/v2/auth/password-reset/verify': PUBLIC,
  'POST /api/v2/auth/password-reset/confirm': PUBLIC,
  'POST /api/v2/auth/verify-email': PUBLIC,
  'GET /api/v2/organization/invitations/preview': PUBLIC,
  'POST /api/v2/organization/invitations/accept': OPTIONAL_SESSION,

  /** The account area: every signed-in account manages only itself, whatever its role. */
  'GET /api/v2/auth/2fa/status': SIGNED_IN,
  'POST /api/v2/auth/2fa/setup': SIGNED_IN,
  'POST /api/v2/auth/2fa/verify': SIGNED_IN,
  'POST /api/v2/auth/2fa/disable': SIGNED_IN,
  'GET /api/v2/auth/2fa/devices': SIGNED_IN,
  'DELETE /api/v2/auth/2fa/devices/:id': SIGNED_IN,
  'GET /api/v2/auth/2fa/backup-codes': SIGNED_IN,
  'POST /api/v2/auth/2fa/backup-codes/regenerate': SIGNED_IN,
  'POST /api/v2/user/verify-email/resend': SIGNED_IN,
  'PUT /api/v2/user/profile': SIGNED_IN,
  'POST /api/v2/user/change-password': SIGNED_IN,
  'POST /api/v2/user/export-data': SIGNED_IN,
  'DELETE /api/v2/user/account': SIGNED_IN,
  'GET /api/v2/user/preferences': SIGNED_IN,
  'PUT /api/v2/user/preferences': SIGNED_IN,
  'POST /api/v2/user/preferences/reset': SIGNED_IN,
  'GET /api/v2/user/activity-logs': SIGNED_IN,
  'GET /api/v2/user/activity-logs/export': SIGNED_IN,
  'GET /api/v2/user/security-events': SIGNED_IN,
  'GET /api/v2/user/sessions': SIGNED_IN,
  'DELETE /api/v2/user/sessions/:id': SIGNED_IN,
  'DELETE /api/v2/user/sessions': SIGNED_IN,
  'GET /api/v2/notifications': SIGNED_IN,
  'POST /api/v2/notifications/read-all': SIGNED_IN,
  'POST /api/v2/notifications/:id/read': SIGNED_IN,
  'DELETE /api/v2/notifications/:id': SIGNED_IN,

  /**
   * Screening and usage: any signed-in account. A stored search is readable by its owner, their
   * organisation's owners and admins, and global admins; anyone else gets 404 from the query's scope.
   */
  'POST /api/v2/search': SEARCH_CLIENT,
  /** The caller's own searches; an organisation's owners and admins: the organisation's. */
  'GET /api/v2/search/history': SIGNED_IN,
  'GET /api/v2/search/:id': SEARCH_CLIENT,
  'POST /api/v2/search/:id/reproduce': SIGNED_IN,
  'GET /api/v2/search/:id/report.pdf': SIGNED_IN,
  'GET /api/v2/search/:id/certificate.pdf': SIGNED_IN,
  /** Export templates: the caller's own, plus their organisation's public ones (read-only). */
  'GET /api/v2/export-templates': SIGNED_IN,
  'POST /api/v2/export-templates': SIGNED_IN,
  'PUT /api/v2/export-templates/:id': SIGNED_IN,
  'DELETE /api/v2/export-templates/:id': SIGNED_IN,
  /** Match feedback: the caller's own judgement on the matches of a search they ran (else 404). */
  'GET /api/v2/search/:id/feedback': SIGNED_IN,
  'POST /api/v2/search/:id/feedback': SIGNED_IN,
  /** Saved searches: the caller's own only (another user's id answers 404). */
  'GET /api/v2/saved-searches': SIGNED_IN,
  'POST /api/v2/saved-searches': SIGNED_IN,
  'PUT /api/v2/saved-searches/:id': SIGNED_IN,
  'DELETE /api/v2/saved-searches/:id': SIGNED_IN,
  'POST /api/v2/saved-searches/:id/use': SIGNED_IN,
  'GET /api/v2/sanctions/freshness': SIGNED_IN,
  /** List updates: every activated list version and what it changed (read-only, issue 14). */
  'GET /api/v2/sanctions/updates': SIGNED_IN,
  'GET /api/v2/sanctions/updates/:versionId': SIGNED_IN,
  'GET /api/v2/sanctions/updates/:versionId/entries/:entryId': SIGNED_IN,

  /**
   * Bulk screening: the caller's own jobs (another user's job answers 404); needs the plan's
   * bulkScreening for organisation members (checked by the feature). API keys with the `bulk` scope.
   */
  'GET /api/v2/bulk-search/template': BULK_CLIENT,
  'POST /api/v2/bulk-search/preview': BULK_CLIENT,
  'POST /api/v2/bulk-search': BULK_CLIENT,
  'GET /api/v2/bulk-search': BULK_CLIENT,
  'GET /api/v2/bulk-search/:jobId': BULK_CLIENT,
  'POST /api/v2/bulk-search/:jobId/cancel': BULK_CLIENT,
  'GET /api/v2/bulk-search/:jobId/rows': BULK_CLIENT,
  'POST /api/v2/bulk-search/:jobId/rows/:rowNumber/reproduce': BULK_CLIENT,
  'GET /api/v2/bulk-search/:jobId/results': BULK_CLIENT,
  'GET /api/v2/bulk-search/:jobId/report.pdf': BULK_CLIENT,

  /**
   * Monitoring and case review (issue 16, ADR 019/020): subjects and alerts of the caller's organisation, or a
   * standalone account's own (another scope's record answers 404). Keys with the `monitoring` scope manage
   * subjects, read alerts and propose decisions; approving a decision needs a signed-in reviewer (the feature
   * checks the four-eyes rule: organisation owner or admin, or moderator and above for standalone accounts).
   */
  'GET /api/v2/monitoring/subjects': MONITORING_CLIENT,
  'POST /api/v2/monitoring/subjects': MONITORING_CLIENT,
  'GET /api/v2/monitoring/subjects/:id': MONITORING_CLIENT,
  'PATCH /api/v2/monitoring/subjects/:id': MONITORING_CLIENT,
  'DELETE /api/v2/monitoring/subjects/:id': MONITORING_CLIENT,
  'POST /api/v2/monitoring/subjects/from-bulk/:jobId': MONITORING_CLIENT,
  'GET /api/v2/monitoring/alerts': MONITORING_CLIENT,
  'GET /api/v2/monitoring/alerts/counts': SIGNED_IN,
  'GET /api/v2/monitoring/alerts/:id': MONITORING_CLIENT,
  'GET /api/v2/monitoring/alerts/:id/report.pdf': SIGNED_IN,
  'POST /api/v2/monitoring/alerts/:id/assign': SIGNED_IN,
  'POST /api/v2/monitoring/alerts/:id/comments': SIGNED_IN,
  'POST /api/v2/monitoring/alerts/:id/decisions': MONITORING_CLIENT,
  'POST /api/v2/monitoring/cases/from-search': MONITORING_CLIENT,
  'POST /api/v2/monitoring/cases/from-bulk-row': MONITORING_CLIENT,
  /**
   * A case on a hit of the organisation's own watchlist (ADR 042): members of an organisation whose plan has
   * `watchlistScreening` (403 otherwise); a standalone account has no watchlist (404 "No organization").
   */
  'POST /api/v2/monitoring/cases/from-search/watchlist': ORGANIZATION_MEMBERS,
  'POST /api/v2/monitoring/cases/from-bulk-row/watchlist': ORGANIZATION_MEMBERS,
  /**
   * The whitelist (ADR 024, clearances): read and asked to revoke by every member of the scope; expiry edits
   * and revocation reviews need the reviewer right, never the requester (checked by the feature).
   */
  'GET /api/v2/monitoring/clearances': SIGNED_IN,
  'PUT /api/v2/monitoring/clearances/:id/expiry': SIGNED_IN,
  'POST /api/v2/monitoring/clearances/:id/revocations': SIGNED_IN,
  'POST /api/v2/monitoring/clearance-revocations/:id/approve': SIGNED_IN,
  'POST /api/v2/monitoring/clearance-revocations/:id/reject': SIGNED_IN,
  'POST /api/v2/monitoring/decisions/:id/approve': SIGNED_IN,
  'POST /api/v2/monitoring/decisions/:id/reject': SIGNED_IN,
  'GET /api/v2/monitoring/reviewers': SIGNED_IN,
  'GET /api/v2/monitoring/statistics': SIGNED_IN,
  'GET /api/v2/monitoring/settings': SIGNED_IN,
  'PUT /api/v2/monitoring/settings': ORGANIZATION_MANAGERS_IN_SCOPE,

  /** API keys: managed by their owner, signed in with a session (a key cannot manage keys). */
  'GET /api/v2/user/api-keys': SIGNED_IN,
  'POST /api/v2/user/api-keys': SIGNED_IN,
  'DELETE /api/v2/user/api-keys/:id': SIGNED_IN,
  'GET /api/v2/user/usage': SIGNED_IN,
  'GET /api/v3/usage/profile-data': SIGNED_IN,

  /** A customer's organisation: its members read it, owners and admins manage it (organisation roles). */
  'GET /api/v2/organization/details': ORGANIZATION_MEMBERS,
  'PUT /api/v2/organization/settings': ORGANIZATION_MANAGERS_IN_SCOPE,
  /** Require two-factor of every member (issue 23 §4): owners only. */
  'PUT /api/v2/organization/security': ORGANIZATION_OWNERS,
  /** Session lifetime and idle timeout of the organisation's members (issue 27 §4). */
  'GET /api/v2/organization/session-policy': ORGANIZATION_OWNERS,
  'PUT /api/v2/organization/session-policy': ORGANIZATION_OWNERS,
  /** Single sign-on settings (issue 27 §1): owners only; a standalone account has no organisation (404). */
  'GET /api/v2/organization/sso': { ...ORGANIZATION_OWNERS, withoutOrganization: 404 },
  'PUT /api/v2/organization/sso': { ...ORGANIZATION_OWNERS, withoutOrganization: 404 },
  'DELETE /api/v2/organization/sso': { ...ORGANIZATION_OWNERS, withoutOrganization: 404 },
  /** IP allow-list (issue 27 §2): owners only; a standalone account has no organisation (404). */
  'GET /api/v2/organization/ip-allowlist': { ...ORGANIZATION_OWNERS, withoutOrganization: 404 },
  'PUT /api/v2/organization/ip-allowlist': { ...ORGANIZATION_OWNERS, withoutOrganization: 404 },
  'DELETE /api/v2/organization/sso/domains/:domain': {
    ...ORGANIZATION_OWNERS,
    withoutOrganization: 404,
  },
  /**
   * Custom watchlists (issue 25 §2, ADR 042): every member reads the organisation's lists, owners and
   * admins upload, replace and delete them; the plan's watchlistScreening is checked too (403).
   */
  'GET /api/v2/organization/watchlists': ORGANIZATION_MEMBERS,
  'GET /api/v2/organization/watchlists/:id': ORGANIZATION_MEMBERS,
  'POST /api/v2/organization/watchlists': ORGANIZATION_MANAGERS_IN_SCOPE,
  'POST /api/v2/organization/watchlists/:id/versions': ORGANIZATION_MANAGERS_IN_SCOPE,
  'DELETE /api/v2/organization/watchlists/:id': ORGANIZATION_MANAGERS_IN_SCOPE,
  'GET /api/v2/organization/members': ORGANIZATION_MANAGERS,
  /** Team reporting (issue 23 §5): activity per member and period, and its CSV / Excel export. */
  'GET /api/v2/organization/reports/team': ORGANIZATION_MANAGERS,
  'GET /api/v2/organization/reports/team/export': ORGANIZATION_MANAGERS,
  /** The tamper-evident audit trail: chains, their verification and export (issue 27 §3). */
  'GET /api/v2/audit-trail/chains': AUDIT_TRAIL_READERS,
  'GET /api/v2/audit-trail/chains/:chain/verification': AUDIT_TRAIL_READERS,
  'GET /api/v2/audit-trail/chains/:chain/export': AUDIT_TRAIL_READERS,
  'PUT /api/v2/organization/members/:userId': ORGANIZATION_MANAGERS,
  'DELETE /api/v2/organization/members/:userId': ORGANIZATION_MANAGERS,
  'GET /api/v2/organization/invitations': ORGANIZATION_MANAGERS,
  'POST /api/v2/organization/invitations': ORGANIZATION_MANAGERS,
  'DELETE /api/v2/organization/invitations/:id': ORGANIZATION_MANAGERS,
  /** Webhooks (ADR 021): the organisation's owners and admins register, test and replay deliveries. */
  'GET /api/v2/organization/webhooks': ORGANIZATION_MANAGERS,
  'POST /api/v2/organization/webhooks': ORGANIZATION_MANAGERS,
  'DELETE /api/v2/organization/webhooks/:id': ORGANIZATION_MANAGERS,
  'POST /api/v2/organization/webhooks/:id/test': ORGANIZATION_MANAGERS,
  'GET /api/v2/organization/webhooks/:id/deliveries': ORGANIZATION_MANAGERS,
  'POST /api/v2/organization/webhooks/deliveries/:deliveryId/replay': ORGANIZATION_MANAGERS,

  /**
   * A customer's billing: every member sees the summary, owners and admins the invoices and usage report,
   * the owner alone changes the plan. The super admin reads every organisation's invoices.
   */
  'GET /api/v2/billing/summary': ORGANIZATION_MEMBERS,
  'GET /api/v2/billing/usage-report': ORGANIZATION_MANAGERS_IN_SCOPE,
  'GET /api/v2/billing/invoices': BILLING_DOCUMENTS,
  'GET /api/v2/billing/invoices/:id': BILLING_DOCUMENTS,
  'GET /api/v2/billing/invoices/:id/pdf': BILLING_DOCUMENTS,
  'POST /api/v2/billing/subscription/change': ORGANIZATION_OWNERS,

  /** Moderators read the user list and a user's administrative history (the read-only `/users` page). */
  'GET /api/v2/admin/users': MODERATOR,
  'GET /api/v2/admin/users/:id/audit': MODERATOR,

  /** Admins: user administration, recent activity, analytics and the sanctions list data. */
  'PUT /api/v2/admin/users/:id': ADMIN,
  'DELETE /api/v2/admin/users/:id': ADMIN,
  'GET /api/v2/admin/recent-activity': ADMIN,
  'GET /api/v2/admin/analytics': ADMIN,
  'POST /api/v2/admin/sanctions/crawl': ADMIN,
  'POST /api/v2/admin/sanctions/refresh': ADMIN,
  'POST /api/v2/admin/sanctions/pep-sources/:pepSource/file': ADMIN,
  'GET /api/v2/admin/sanctions/pep-sources/ftm-url': ADMIN,
  'PUT /api/v2/admin/sanctions/pep-sources/ftm-url': ADMIN,
  'GET /api/v2/admin/sanctions/stats': ADMIN,
  'GET /api/v2/admin/sanctions/versions': ADMIN,
  'GET /api/v2/admin/sanctions/jobs/:id': ADMIN,

  /** Super admin: organisation approval and the plan catalogue. */
  'GET /api/v2/admin/organizations/pending': SUPER_ADMIN,
  'POST /api/v2/admin/organizations/:id/approve': SUPER_ADMIN,
  'POST /api/v2/admin/organizations/:id/reject': SUPER_ADMIN,
  'GET /api/v2/admin/plans': SUPER_ADMIN,
  'POST /api/v2/admin/plans': SUPER_ADMIN,
  'PUT /api/v2/admin/plans/:id': SUPER_ADMIN,
  'DELETE /api/v2/admin/plans/:id': SUPER_ADMIN,
  /** Super admin: the office address customers pay at (given in the approval e-mail). */
  'GET /api/v2/admin/settings/office-address': SUPER_ADMIN,
  'PUT /api/v2/admin/settings/office-address': SUPER_ADMIN,

  /** Super admin: billing across every organisation (cash payments, totals, the daily billing job). */
  'GET /api/v2/billing/admin/cash-payments': SUPER_ADMIN,
  'POST /api/v2/billing/admin/cash-payments': SUPER_ADMIN,
  'POST /api/v2/billing/admin/cash-payments/:id/verify': SUPER_ADMIN,
  'GET /api/v2/billing/admin/summary': SUPER_ADMIN,
  'GET /api/v2/billing/admin/organizations': SUPER_ADMIN,
  'POST /api/v2/billing/admin/run-daily-job': SUPER_ADMIN,

  /** Super admin console: live statistics, every user's searches and usage, password resets. */
  'GET /api/v2/super-admin/live-stats': SUPER_ADMIN,
  'GET /api/v2/super-admin/search-history': SUPER_ADMIN,
  'GET /api/v2/super-admin/users': SUPER_ADMIN,
  'PUT /api/v2/super-admin/users/:id': SUPER_ADMIN,
  'DELETE /api/v2/super-admin/users/:id': SUPER_ADMIN,
  'GET /api/v2/super-admin/users/:id/usage': SUPER_ADMIN,
  'GET /api/v2/super-admin/users/:id/details': SUPER_ADMIN,
  'GET /api/v2/super-admin/users/:id/password-history': SUPER_ADMIN,
  'POST /api/v2/super-admin/users/:id/reset-password': SUPER_ADMIN,
  'POST /api/v2/super-admin/users/:id/force-password-change': SUPER_ADMIN,
  'POST /api/v2/super-admin/users/batch-reset-passwords': SUPER_ADMIN,
  /** The provider's security policy: two-factor required of staff (issue 23 §4). */
  'GET /api/v2/super-admin/security-policy': SUPER_ADMIN,
  'PUT /api/v2/super-admin/security-policy': SUPER_ADMIN,
  /** The staff's IP allow-list (issue 27 §2). */
  'GET /api/v2/super-admin/staff-ip-allowlist': SUPER_ADMIN,
  'PUT /api/v2/super-admin/staff-ip-allowlist': SUPER_ADMIN,
} as const satisfies Record<RouteKey, RouteAccess>;

/** A key of {@link ROUTE_ACCESS}. */
export type RouteAccessKey = keyof typeof ROUTE_ACCESS;

function isRouteAccessKey(key: string): key is RouteAccessKey {
  return Object.hasOwn(ROUTE_ACCESS, key);
}

/** The rule of a route (HEAD follows GET); undefined when the table has no entry for it. */
export function routeAccessFor(method: string, url: string): RouteAccess | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return isRouteAccessKey(key) ? ROUTE_ACCESS[key] : undefined;
}

/** A caller as the table sees them: null when anonymous. */
export type RouteCaller = {
  role: Role;
  organizationRole: OrganizationRole | null;
} | null;

/**
 * What the table promises `caller`: `allowed` (the route handles the request), 401 (sign in first), 403
 * (refused) or 404 (an organisation route for a caller without an organisation).
 */
export function routeAccessOutcome(
  access: RouteAccess,
  caller: RouteCaller,
): 'allowed' | 401 | 403 | 404 {
  if (access === 'public' || access === 'optional-session') return 'allowed';
  if (caller === null || access === 'operator-token') return 401;
  if (access.staffRole !== undefined && hasRole(caller.role, access.staffRole)) return 'allowed';
  if (!hasRole(caller.role, access.minRole)) return 403;
  if (access.organizationRoles === undefined) return 'allowed';
  if (caller.organizationRole === null) return access.withoutOrganization ?? 403;
  return access.organizationRoles.includes(caller.organizationRole) ? 'allowed' : 403;
}
