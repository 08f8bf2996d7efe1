import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_REQUIRED,
  CONTACT_RECEIVED_MESSAGE,
  contactMessageReplySchema,
  errorEnvelopeSchema,
} from '@sanctions/contracts';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser } from '../../../../test/factories';
import { contactMessages } from '../../../db/schema/organizations';
import { emailOutbox } from '../../../db/schema/users';
import { CONTACT_RATE_LIMIT } from './contact.routes';

const valid = {
  name: '  Mariam Saleh ',
  email: 'Mariam.Saleh@Bank.example',
  organization: 'Gulf Trade Bank',
  message: '  We would like a demo of bulk screening for 40 analysts.  ',
};

describe('POST /api/v2/contact', () => {
  const t = useTestApp();

  const post = (payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/contact',
      payload,
      remoteAddress,
      headers: { 'user-agent': 'contact-test' },
    });

  it('stores the message and queues one e-mail per provider team member, without sign-in', async () => {
    const first = await buildUser(t.db, { role: 'super_admin' });
    const second = await buildUser(t.db, { role: 'super_admin' });
    const admin = await buildUser(t.db, { role: 'admin' });

    const response = await post(valid, '198.51.100.1');

    expect(response.statusCode).toBe(200);
    expect(contactMessageReplySchema.parse(response.json())).toEqual({
      success: true,
      message: CONTACT_RECEIVED_MESSAGE,
    });
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ipAddress, '198.51.100.1'));
    expect(stored).toMatchObject({
      name: 'Mariam Saleh',
      email: 'Mariam.Saleh@Bank.example',
      organization: 'Gulf Trade Bank',
      message: 'We would like a demo of bulk screening for 40 analysts.',
      userAgent: 'contact-test',
    });
    const outbox = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'contact-message'));
    const recipients = outbox.map((row) => row.to);
    expect(recipients).toEqual(expect.arrayContaining([first.email, second.email]));
    expect(recipients).not.toContain(admin.email);
    for (const row of outbox) {
      expect(row.status).toBe('pending');
      expect(row.text).toContain('Mariam Saleh');
      expect(row.text).toContain('We would like a demo of bulk screening for 40 analysts.');
    }
  });

  it('stores a blank organisation as none', async () => {
    const response = await post({ ...valid, organization: '   ' }, '198.51.100.2');
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ipAddress, '198.51.100.2'));
    expect(stored?.organization).toBeNull();
  });

  it('answers 400 with every problem and stores nothing', async () => {
    const response = await post(
      { name: ' ', email: 'not-an-address', message: 'too short' },
      '198.51.100.3',
    );
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: ['name'], message: CONTACT_NAME_REQUIRED },
        { path: ['email'], message: 'Invalid email address' },
        { path: ['message'], message: CONTACT_MESSAGE_TOO_SHORT },
      ]),
    );
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ipAddress, '198.51.100.3'));
    expect(stored).toHaveLength(0);
  });

  it('rejects over-long fields', async () => {
    const response = await post(
      {
        ...valid,
        name: 'n'.repeat(101),
        organization: 'o'.repeat(201),
        message: 'm'.repeat(5001),
      },
      '198.51.100.4',
    );
    expect(response.statusCode).toBe(400);
    const paths = errorEnvelopeSchema.parse(response.json()).issues?.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining([['name'], ['organization'], ['message']]));
  });

  it(`answers 429 in the error envelope after ${CONTACT_RATE_LIMIT.max} messages from one address in an hour`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await post(valid, '198.51.100.5')).statusCode).toBe(200);
    }
    const limited = await post(valid, '198.51.100.5');
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json())).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
    });
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ipAddress, '198.51.100.5'));
    expect(stored).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect((await post(valid, '198.51.100.6')).statusCode).toBe(200);
  });
});
