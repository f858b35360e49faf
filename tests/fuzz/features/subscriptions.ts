// The fuzz's subscriptions (subscriptions/*, stripe/session-status/{id}), with billing on against the fuzz's fake
// Stripe (tests/fuzz/support/fake-billing.ts): a valid checkout asks for Pro by the month with the early-bird code;
// a checkout session is a kind of the account's (made by a checkout, kept by Stripe: the account's own row is its
// subscription's, which the checkout's payment customer writes), so another account's session answers 404.
import { call } from '../../support/api-client';
import { defineFuzz } from '../support/feature';

export default defineFuzz({
  kinds: {
    checkoutSession: {
      table: 'subscriptions',
      create: async (account) => {
        const res = await call('POST', 'subscriptions/checkout', {
          token: account.token,
          body: { plan: 'base', interval: 'month' },
        });
        if (res.status !== 200) throw new Error(`checkout: ${JSON.stringify(res.body)}`);
        return new URL(res.body.data.url as string).pathname.split('/').pop()!;
      },
    },
  },
  entries: {
    'POST /subscriptions/checkout': {
      body: () => ({ plan: 'pro', interval: 'month', promotionCode: 'HOVBOOK37' }),
    },
    'POST /subscriptions/portal': {},
    'GET /stripe/session-status/{id}': { id: 'checkoutSession' },
  },
});
