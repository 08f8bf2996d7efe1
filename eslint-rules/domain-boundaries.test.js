import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { domainBoundaries } from './domain-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const src = '/repo/apps/server/src';
const options = [
  {
    src,
    compositionRoots: ['app.ts', 'routes.ts', 'runtime', 'plugins'],
    aliases: { '@/': `${src}/` },
  },
];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const at = (file, code) => ({ filename: `${src}/${file}`, code, options });

tester.run('domain-boundaries', domainBoundaries, {
  valid: [
    // Inside one domain, across its capabilities.
    at('domains/billing/invoices/routes.ts', "import { a } from '../billing-summary/x';"),
    at('domains/billing/invoices/routes.ts', "import { a } from '@/domains/billing/plans/x';"),
    at('domains/billing/invoices/routes.ts', "import { a } from '../index';"),
    // Another domain through its face, whatever the spelling.
    at('domains/billing/invoices/routes.ts', "import { a } from '../../organizations';"),
    at('domains/billing/invoices/routes.ts', "import { a } from '../../organizations/index';"),
    at('domains/billing/invoices/routes.ts', "import { a } from '../../organizations/index.ts';"),
    at('domains/billing/invoices/routes.ts', "import type { A } from '@/domains/organizations';"),
    // A domain uses the generic layers.
    at('domains/billing/invoices/routes.ts', "import { a } from '../../../lib/logger';"),
    at('domains/billing/invoices/routes.ts', "import { a } from '../../../db/schema/billing';"),
    // Composition roots (a file or a folder) use faces.
    at('app.ts', "import { a } from './domains/billing';"),
    at('routes.ts', "import { a } from './domains/billing/index.ts';"),
    at('runtime/start.ts', "import { a } from '../domains/cases';"),
    at('plugins/auth.ts', "import { a } from '@/domains/identity';"),
    // The generic layers among themselves, and packages.
    at('lib/jobs/index.ts', "import { a } from '../logger';"),
    at('lib/jobs/index.ts', "import { z } from 'zod';"),
    // A file outside the app source is not checked.
    { filename: '/repo/apps/server/test/x.ts', code: "import '../src/domains/a/b';", options },
  ],
  invalid: [
    {
      ...at(
        'domains/billing/invoices/routes.ts',
        "import { a } from '../../organizations/members/x';",
      ),
      errors: [
        {
          messageId: 'intoDomain',
          data: { to: 'organizations', source: '../../organizations/members/x' },
        },
      ],
    },
    {
      ...at('domains/billing/x.ts', "import { a } from '@/domains/identity/sessions/y';"),
      errors: [{ messageId: 'intoDomain' }],
    },
    {
      ...at('domains/billing/x.ts', "export { a } from '../identity/y';"),
      errors: [{ messageId: 'intoDomain' }],
    },
    {
      ...at('domains/billing/x.ts', "export * from '../identity/y';"),
      errors: [{ messageId: 'intoDomain' }],
    },
    {
      ...at('domains/billing/x.ts', "const m = import('../identity/y');"),
      errors: [{ messageId: 'intoDomain' }],
    },
    {
      ...at('domains/billing/x.ts', "type A = import('../identity/y').A;"),
      errors: [{ messageId: 'intoDomain' }],
    },
    {
      ...at('domains/billing/x.ts', "import { a } from '..';"),
      errors: [{ messageId: 'intoDomain', data: { to: '*', source: '..' } }],
    },
    // A composition root still goes through the face.
    {
      ...at('routes.ts', "import { a } from './domains/billing/invoices/routes';"),
      errors: [
        {
          messageId: 'intoDomain',
          data: { to: 'billing', source: './domains/billing/invoices/routes' },
        },
      ],
    },
    {
      ...at('runtime/jobs.ts', "import type { A } from '../domains/cases/alerts/x';"),
      errors: [{ messageId: 'intoDomain' }],
    },
    // The generic layers import no domain, not even a face.
    {
      ...at('lib/mail/enqueue-email.ts', "import { a } from '../../domains/identity';"),
      errors: [
        {
          messageId: 'genericImportsDomain',
          data: { to: 'identity', source: '../../domains/identity' },
        },
      ],
    },
    {
      ...at('db/schema/users.ts', "import { a } from '@/domains/identity/index.ts';"),
      errors: [{ messageId: 'genericImportsDomain' }],
    },
    {
      ...at('env.ts', "import type { A } from './domains/billing/plans/x';"),
      errors: [{ messageId: 'genericImportsDomain' }],
    },
  ],
});
