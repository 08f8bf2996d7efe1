import { listCoverageReplySchema } from '@sanctions/contracts';

/** GET /api/v2/sanctions/coverage with five publications of four regimes served. */
export function buildCoverageReply() {
  return listCoverageReplySchema.parse({
    success: true,
    data: {
      publications: 5,
      regimes: ['ofac', 'un', 'eu', 'uk'],
      entries: 31_482,
      countries: 157,
      builtAt: '2026-11-28T06:00:00.000Z',
      items: [
        { sanctionList: 'ofac', listSource: 'OFAC SDN', entryCount: 17_950, publishedAt: null },
        {
          sanctionList: 'ofac',
          listSource: 'OFAC Consolidated (non-SDN)',
          entryCount: 443,
          publishedAt: null,
        },
        {
          sanctionList: 'un',
          listSource: 'UN Consolidated List',
          entryCount: 1_003,
          publishedAt: null,
        },
        {
          sanctionList: 'eu',
          listSource: 'EU Financial Sanctions Files',
          entryCount: 5_800,
          publishedAt: null,
        },
        {
          sanctionList: 'uk',
          listSource: 'UK Sanctions List (FCDO)',
          entryCount: 6_286,
          publishedAt: null,
        },
      ],
    },
  });
}
