// The account's payment methods (spec 3, 5, 7 "Payment"): read, and save what the profile form sends. One row per
// ferrier, digits only; {id} is the caller's ferrierId, as on the ferriers/{id} routes.
import 'server-only';
import { eq } from 'drizzle-orm';
import { bankOfClearing } from '@/lib/swedish/payment-numbers';
import {
  PAYMENT_FIELDS,
  type PaymentMethods,
  type PaymentMethodsOutput,
} from '@/lib/validation/payment-methods';
import { assertCan } from '@/server/access/can';
import { assertOwnTenant } from '@/server/accounts/profile';
import type { TenantContext } from '@/server/context';
import { paymentMethods } from '@/server/db/schema';

type Stored = Pick<typeof paymentMethods.$inferSelect, (typeof PAYMENT_FIELDS)[number] | 'updatedAt'>;

const columns = {
  bankgiro: paymentMethods.bankgiro,
  plusgiro: paymentMethods.plusgiro,
  bankClearing: paymentMethods.bankClearing,
  bankAccount: paymentMethods.bankAccount,
  swishNumber: paymentMethods.swishNumber,
  updatedAt: paymentMethods.updatedAt,
};

async function stored(ctx: TenantContext): Promise<Stored | undefined> {
  const [row] = await ctx.db
    .select(columns)
    .from(paymentMethods)
    .where(eq(paymentMethods.ferrierId, ctx.ferrierId));
  return row;
}

function answer(ctx: TenantContext, row: Stored | undefined): PaymentMethods {
  const clearing = row?.bankClearing ?? null;
  return {
    ferrierId: ctx.ferrierId,
    bankgiro: row?.bankgiro ?? null,
    plusgiro: row?.plusgiro ?? null,
    bankClearing: clearing,
    bankAccount: row?.bankAccount ?? null,
    bankName: clearing ? (bankOfClearing(clearing)?.bankName ?? null) : null,
    swishNumber: row?.swishNumber ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Every member of the account may read them (invoices carry them); nothing saved yet → every method null. */
export async function getPaymentMethods(ctx: TenantContext, { id }: { id: string }): Promise<PaymentMethods> {
  assertOwnTenant(ctx, id);
  return answer(ctx, await stored(ctx));
}

/**
 * Only the owner changes them, as the rest of the account's profile. A method left out stays as it is; null removes
 * it. Nothing is written when nothing changes (updatedAt included), nor when there is nothing to keep.
 */
export async function updatePaymentMethods(
  ctx: TenantContext,
  { id, input }: { id: string; input: PaymentMethodsOutput },
): Promise<PaymentMethods> {
  assertOwnTenant(ctx, id);
  assertCan(ctx, 'paymentMethods.update');
  const before = await stored(ctx);
  const changes: Partial<Record<(typeof PAYMENT_FIELDS)[number], string | null>> = {};
  for (const field of PAYMENT_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== (before?.[field] ?? null)) changes[field] = value;
  }
  if (!Object.keys(changes).length) return answer(ctx, before);
  const [row] = await ctx.db
    .insert(paymentMethods)
    .values({ ferrierId: ctx.ferrierId, ...changes })
    .onConflictDoUpdate({ target: paymentMethods.ferrierId, set: { ...changes, updatedAt: new Date() } })
    .returning(columns);
  return answer(ctx, row);
}
