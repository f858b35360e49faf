// The step that prepares the payment customer (spec 2): one Stripe customer per account, made once. The creation
// carries an idempotency key of the account, so two clicks at once (or a retry after a lost answer) get the same
// customer from Stripe; its id is kept on the account's subscription row, and a row that already has one keeps it.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TenantContext } from '@/server/context';
import { ferriers, subscriptions } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { stripeFailure } from '@/server/integrations/stripe/failure';
import './errors';

/** The account's Stripe customer id, made on first use; PAYMENT_CUSTOMER_FAILED when Stripe cannot be reached. */
export async function paymentCustomer(ctx: TenantContext, stripe: Stripe): Promise<string> {
  const [row] = await ctx.db
    .select({
      customerId: subscriptions.stripeCustomerId,
      email: ferriers.email,
      company: ferriers.organizationName,
    })
    .from(ferriers)
    .leftJoin(subscriptions, eq(subscriptions.ferrierId, ferriers.id))
    .where(eq(ferriers.id, ctx.ferrierId));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.customerId) return row.customerId;
  let customer: Stripe.Customer;
  try {
    customer = await stripe.customers.create(
      { email: row.email, name: row.company, metadata: { ferrierId: ctx.ferrierId } },
      { idempotencyKey: `hovbook-customer-${ctx.ferrierId}` },
    );
  } catch (err) {
    ctx.log.warn({ err: stripeFailure(err) }, 'Payment customer not prepared');
    throw new AppError('PAYMENT_CUSTOMER_FAILED');
  }
  const [kept] = await ctx.db
    .insert(subscriptions)
    .values({ ferrierId: ctx.ferrierId, stripeCustomerId: customer.id })
    .onConflictDoUpdate({
      target: subscriptions.ferrierId,
      set: {
        stripeCustomerId: sql`coalesce(${subscriptions.stripeCustomerId}, excluded.stripe_customer_id)`,
      },
    })
    .returning({ customerId: subscriptions.stripeCustomerId });
  return kept!.customerId!;
}
