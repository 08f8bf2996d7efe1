import { describe, expect, it } from 'vitest';
import { meReplySchema } from '@sanctions/contracts';
import { buildTeam, callAs, signInAs } from '../../../../test/organization-team';
import { extractLink } from '../../../../test/smtp-test-server';
import { useMailDelivery } from '../../../../test/use-mail-delivery';
import { useTestApp } from '../../../../test/use-test-app';
import { userPreferences } from '../../../db/schema/preferences';
import {
  newAddress,
  postAccept,
  postInvitation,
} from '../../../../test/organizations/invitations-test-support';

const PUBLIC_URL = 'https://screening.example.test';

describe('invitation over SMTP', () => {
  const t = useTestApp({ env: { PUBLIC_URL } });
  const mail = useMailDelivery(t);

  it('the link in the delivered e-mail creates an account that signs in as a member', async () => {
    const team = await buildTeam(t.app, t.db);
    const email = newAddress();
    expect((await postInvitation(t.app, team.owner.accessToken, email, 'admin')).statusCode).toBe(
      201,
    );

    const message = await mail.smtp.waitFor((m) => m.to.includes(email));
    expect(message.subject).toContain(team.organization.displayName);
    expect(message.text).toContain('Role: Admin');
    const link = extractLink(message, '/invitations/');
    expect(link.startsWith(`${PUBLIC_URL}/invitations/`)).toBe(true);
    const token = link.slice(`${PUBLIC_URL}/invitations/`.length);

    const accepted = await postAccept(t.app, {
      token,
      firstName: 'Sami',
      lastName: 'Nasser',
      password: 'Mailed-Link-3!',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { accessToken } = await signInAs(t.app, email, 'Mailed-Link-3!');
    const me = meReplySchema.parse(
      (await callAs(t.app, accessToken, 'GET', '/api/v2/auth-simple/me')).json(),
    ).data.user;
    expect(me).toMatchObject({ organizationId: team.organization.id, organizationRole: 'admin' });
  });

  it("is written in the sender's language when the address has no account", async () => {
    const team = await buildTeam(t.app, t.db);
    await t.db
      .insert(userPreferences)
      .values({ userId: team.owner.user.id, preferences: { language: 'ar' } });
    const email = newAddress();
    await postInvitation(t.app, team.owner.accessToken, email);
    const message = await mail.smtp.waitFor((m) => m.to.includes(email));
    expect(message.html).toContain('dir="rtl"');
    expect(message.text).toContain('قبول الدعوة');
  });
});
