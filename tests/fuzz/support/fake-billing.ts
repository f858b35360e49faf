// The fuzz runs with billing on, against a fake Stripe of its own on 127.0.0.1 (tests/support/fake-stripe.ts): the
// billing routes answer as they do in production, and their ids (checkout sessions) are isolated like any other.
import { afterAll } from 'vitest';
import { startFakeStripe } from '../../support/fake-stripe';

const fake = await startFakeStripe({ configure: true });
afterAll(() => fake.close());
