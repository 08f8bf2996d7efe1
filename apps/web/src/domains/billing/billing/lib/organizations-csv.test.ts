import type { AdminOrganization } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { organizationsCsv } from './organizations-csv';
import type { OrganizationsCsvHeaders } from './organizations-csv';

const HEADERS: OrganizationsCsvHeaders = {
  name: 'Organization',
  email: 'Email',
  phone: 'Phone',
  plan: 'Plan',
  billingCycle: 'Billing cycle',
  status: 'Status',
  monthlyAmount: 'Monthly amount (USD)',
  currentPeriodEnd: 'Period end',
  lastPaymentAmount: 'Last payment (USD)',
  lastPaymentDate: 'Last payment date',
  searches: 'Searches this month',
  activeUsers: 'Active users',
};

const ACME: AdminOrganization = {
  id: '0b4f7a52-9c1e-4a8e-8d55-3f1a2b6c7d01',
  name: 'Acme, "Financial"',
  email: 'billing@acme.example',
  phone: null,
  subscription: {
    status: 'active',
    plan: 'professional',
    planDisplayName: 'Professional',
    billingCycle: 'yearly',
    monthlyAmount: 24_917,
    currentPeriodEnd: '2027-03-01T00:00:00.000Z',
    trialEnd: null,
  },
  lastPayment: {
    amount: 299_000,
    date: '2026-03-01T10:00:00.000Z',
    method: 'cash',
    status: 'completed',
  },
  totalUsage: { searches: 1_204, activeUsers: 7 },
};

describe('organizationsCsv', () => {
  it('writes a BOM, the headers and one row per organisation with plain amounts', () => {
    const lines = organizationsCsv([ACME], HEADERS).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFOrganization,Email,Phone,Plan,Billing cycle,Status,Monthly amount (USD),Period end,Last payment (USD),Last payment date,Searches this month,Active users',
    );
    expect(lines[1]).toBe(
      '"Acme, ""Financial""",billing@acme.example,,professional,yearly,active,249.17,2027-03-01,2990.00,2026-03-01,1204,7',
    );
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const csv = organizationsCsv(
      [{ ...ACME, name: '=HYPERLINK("x")', subscription: null, lastPayment: null }],
      HEADERS,
    );
    expect(csv.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
  });
});
