// node --test scripts/: the feature-boundaries rule on feature-folder layouts.
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { featureBoundaries } from './eslint-feature-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const inTopUp = '/repo/apps/checkout/src/features/top-up/components/TopUpForm.tsx';

tester.run('store/feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inTopUp, code: "import { PromoField } from '../../promo';" },
    { filename: inTopUp, code: "import { PromoField } from '../../promo/index';" },
    { filename: inTopUp, code: "import { PromoField } from '../../promo/index.ts';" },
    { filename: inTopUp, code: "import { price } from '../api/price';" },
    { filename: inTopUp, code: "import { Button } from '../../../components/Button';" },
    { filename: inTopUp, code: "import { z } from '@store/shared/domain';" },
    { filename: '/repo/apps/checkout/src/app/App.tsx', code: "import { TopUpForm } from '../features/top-up/components/TopUpForm';" },
    { filename: inTopUp, code: "const promo = import('../../promo');" },
  ],
  invalid: [
    { filename: inTopUp, code: "import { PromoField } from '../../promo/PromoField';", errors: [{ messageId: 'deep' }] },
    { filename: inTopUp, code: "import { usePromo } from '../../promo/api/usePromo';", errors: [{ messageId: 'deep' }] },
    { filename: inTopUp, code: "export { PromoField } from '../../promo/PromoField';", errors: [{ messageId: 'deep' }] },
    { filename: inTopUp, code: "export * from '../../promo/PromoField';", errors: [{ messageId: 'deep' }] },
    { filename: inTopUp, code: "const m = import('../../promo/PromoField');", errors: [{ messageId: 'deep' }] },
    { filename: inTopUp, code: "import x from 'apps/checkout/src/features/promo/PromoField';", errors: [{ messageId: 'deep' }] },
  ],
});
