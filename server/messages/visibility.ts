// Who sees which message (issue 25): the sender and the receiving user of a message between users; of a customer's
// thread the owner sees every message and a staff member the ones they wrote. Every query of the inbox starts here,
// filtered by the caller's account first (row-level security is the second wall).
import 'server-only';
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '@/server/context';
import { messages } from '@/server/db/schema';

export function visibleTo(caller: Caller): SQL {
  return and(
    eq(messages.ferrierId, caller.ferrierId),
    or(
      eq(messages.senderUserId, caller.userId),
      eq(messages.receiverUserId, caller.userId),
      caller.role === 'owner' ? isNotNull(messages.customerId) : undefined,
    ),
  )!;
}

/** The other side of the caller's thread: the customer, or the user who is not the caller. */
export const counterpartOf = (caller: Caller): SQL<string | null> =>
  sql`coalesce(${messages.customerId}, case when ${messages.senderUserId} = ${caller.userId}::uuid then ${messages.receiverUserId} else ${messages.senderUserId} end)`;
