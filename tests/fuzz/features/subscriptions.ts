// The fuzz's subscriptions (subscriptions/*): a valid checkout asks for Pro by the month with the early-bird code;
// while billing is off it answers 503 BILLING_OFF, which the runner takes as the route's answer (runner.ts).
import { defineFuzz } from '../support/feature';

export default defineFuzz({
  entries: {
    'POST /subscriptions/checkout': {
      body: () => ({ plan: 'pro', interval: 'month', promotionCode: 'HOVBOOK37' }),
      baselineStatus: [503],
    },
    'POST /subscriptions/portal': { baselineStatus: [503] },
  },
});
