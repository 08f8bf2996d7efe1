import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const src = '/repo/apps/web/src';
const options = [{ src, aliases: { '@/': `${src}/` } }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const at = (file, code) => ({ filename: `${src}/${file}`, code, options });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    // Inside one feature, and from a feature to the shared layers.
    at('features/search/components/form.tsx', "import { a } from '../api/search';"),
    at('features/search/components/form.tsx', "import { a } from '@/features/search/api/search';"),
    at('features/search/components/form.tsx', "import { a } from '@/lib/api-client';"),
    at('features/search/components/form.tsx', "import { a } from '../../../lib/api-client';"),
    at('lib/auth.tsx', "import { a } from './token-storage';"),
    // Packages are someone else's rule.
    at('lib/auth.tsx', "import { z } from 'zod';"),
    // A file outside the app source is not checked.
    { filename: '/repo/apps/web/e2e/x.spec.ts', code: "import '../src/features/a/b';", options },
  ],
  invalid: [
    {
      ...at('features/search/components/form.tsx', "import { a } from '@/features/billing/api/x';"),
      errors: [
        {
          messageId: 'crossFeature',
          data: { from: 'search', to: 'billing', source: '@/features/billing/api/x' },
        },
      ],
    },
    {
      ...at('features/search/components/form.tsx', "import { a } from '../../billing/api/x';"),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      ...at('features/search/form.tsx', "export { a } from '../billing/x';"),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      ...at('features/search/form.tsx', "export * from '../billing/x';"),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      ...at('features/search/form.tsx', "import type { A } from '../billing/x';"),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      ...at('features/search/form.tsx', "const m = import('../billing/x');"),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      ...at('features/search/form.tsx', "type A = import('../billing/x').A;"),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      ...at('lib/auth.tsx', "import { a } from '@/features/auth/x';"),
      errors: [
        { messageId: 'sharedImportsFeature', data: { to: 'auth', source: '@/features/auth/x' } },
      ],
    },
    {
      ...at('components/ui/button.tsx', "import { a } from '../../features/auth/x';"),
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      ...at('testing/shell.ts', "import { a } from '@/features';"),
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
  ],
});
