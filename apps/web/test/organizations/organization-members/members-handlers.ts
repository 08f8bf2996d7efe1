import { INVITATION_MESSAGES, MEMBER_MESSAGES } from '@sanctions/contracts';
import type {
  Invitation,
  InvitationPreview,
  OrganizationMember,
  SeatUsage,
} from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { buildSessionUser } from '@test/fixtures';
import { shellHandlers } from '@test/shell-handlers';
import { ORGANIZATION_ID, buildInvitation } from './members-fixtures';

type Reply = () => Response;

export interface MembersLog {
  invited: unknown[];
  updated: { userId: string; body: unknown }[];
  removed: string[];
  revoked: string[];
}

/** MSW handlers of /organization/members over in-memory members and invitations. */
export function membersHandlers(
  initial: { members: OrganizationMember[]; invitations: Invitation[]; seats: SeatUsage },
  options: { invite?: Reply; update?: Reply; list?: Reply; planMax?: number | null } = {},
) {
  let members = [...initial.members];
  let invitations = [...initial.invitations];
  const log: MembersLog = { invited: [], updated: [], removed: [], revoked: [] };
  const handlers = [
    ...shellHandlers(),
    http.get('*/api/v2/organization/members', () =>
      options.list
        ? options.list()
        : HttpResponse.json({
            success: true,
            data: {
              members,
              seats: initial.seats,
              planMaxSearchesPerMonth: options.planMax === undefined ? 250 : options.planMax,
            },
          }),
    ),
    http.get('*/api/v2/organization/invitations', () =>
      HttpResponse.json({ success: true, data: { invitations } }),
    ),
    http.post('*/api/v2/organization/invitations', async ({ request }) => {
      const body = await request.json();
      log.invited.push(body);
      if (options.invite) return options.invite();
      const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : '';
      const invitation = buildInvitation({
        id: crypto.randomUUID(),
        email: typeof email === 'string' ? email : '',
      });
      invitations = [invitation, ...invitations];
      return HttpResponse.json(
        { success: true, message: INVITATION_MESSAGES.created, data: { invitation } },
        { status: 201 },
      );
    }),
    http.delete<{ id: string }>('*/api/v2/organization/invitations/:id', ({ params }) => {
      log.revoked.push(params.id);
      const invitation = invitations.find((item) => item.id === params.id);
      invitations = invitations.map((item) =>
        item.id === params.id ? { ...item, status: 'revoked' as const } : item,
      );
      return HttpResponse.json({
        success: true,
        message: INVITATION_MESSAGES.revoked,
        data: { invitation: { ...invitation, status: 'revoked' } },
      });
    }),
    http.put<{ userId: string }>(
      '*/api/v2/organization/members/:userId',
      async ({ params, request }) => {
        const body = await request.json();
        log.updated.push({ userId: params.userId, body });
        if (options.update) return options.update();
        const member = members.find((item) => item.id === params.userId);
        const updated = { ...member, ...(typeof body === 'object' ? body : {}) };
        members = members.map((item) =>
          item.id === params.userId ? { ...item, ...updated } : item,
        );
        return HttpResponse.json({
          success: true,
          message: MEMBER_MESSAGES.updated,
          data: { member: updated },
        });
      },
    ),
    http.delete<{ userId: string }>('*/api/v2/organization/members/:userId', ({ params }) => {
      log.removed.push(params.userId);
      members = members.filter((item) => item.id !== params.userId);
      return HttpResponse.json({
        success: true,
        message: MEMBER_MESSAGES.removed,
        data: { userId: params.userId, revokedSessions: 1 },
      });
    }),
  ];
  return { handlers, log };
}

export interface AcceptLog {
  accepted: { body: unknown; authorization: string | null }[];
}

/** MSW handlers of the invitation link page: the preview, and the acceptance recorded in `log`. */
export function acceptHandlers(
  preview: InvitationPreview | Reply,
  options: { accept?: Reply } = {},
) {
  const log: AcceptLog = { accepted: [] };
  const handlers = [
    ...shellHandlers(),
    http.get('*/api/v2/organization/invitations/preview', () =>
      typeof preview === 'function'
        ? preview()
        : HttpResponse.json({ success: true, data: preview }),
    ),
    http.post('*/api/v2/organization/invitations/accept', async ({ request }) => {
      log.accepted.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      if (options.accept) return options.accept();
      const role = typeof preview === 'function' ? 'member' : preview.role;
      const email = typeof preview === 'function' ? '' : preview.email;
      const accountCreated = typeof preview === 'function' ? true : !preview.accountExists;
      return HttpResponse.json({
        success: true,
        message: INVITATION_MESSAGES.accepted,
        data: {
          organizationId: ORGANIZATION_ID,
          organizationName: 'Levant Exchange',
          role,
          email,
          accountCreated,
          // A new account comes back signed in (issue 23 §5).
          ...(accountCreated
            ? {
                session: {
                  tokens: { accessToken: 'invited-access', refreshToken: 'invited-refresh' },
                  user: buildSessionUser({
                    email,
                    organizationId: ORGANIZATION_ID,
                    organizationRole: role,
                  }),
                },
              }
            : {}),
        },
      });
    }),
  ];
  return { handlers, log };
}
