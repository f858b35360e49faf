// Writing to the inbox (messages/sendMail, PUT and DELETE messages/{id}): a message to a customer is stored in their
// thread and mailed by the inbox-mail job once it has committed; one to a colleague waits unread in their inbox.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Message, messageReadInput, sendMessageInput } from '@/lib/validation/messages';
import type { Caller, TenantContext } from '@/server/context';
import { customers, messages, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { enqueue } from '@/server/jobs/enqueue';
import { findMessage } from './read-messages';

/** Queues the mail of a customer's message (the inbox-mail job). */
export const mailMessage = (
  caller: Caller,
  { ferrierId, messageId }: { ferrierId: string; messageId: string },
) => enqueue(caller, 'inbox-mail', { ferrierId, messageId });

/** POST messages/sendMail. */
export async function sendMessage(
  ctx: TenantContext,
  { input }: { input: z.output<typeof sendMessageInput> },
): Promise<Message> {
  if (input.customerId) {
    const [customer] = await ctx.db
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.ferrierId, ctx.ferrierId), eq(customers.id, input.customerId)));
    if (!customer) throw new AppError('NOT_FOUND');
    if (!customer.email)
      throw new AppError('VALIDATION_FAILED', { customerId: 'inbox.errors.customerNoEmail' });
  } else {
    if (input.receiverId === ctx.userId)
      throw new AppError('VALIDATION_FAILED', { receiverId: 'inbox.errors.notYourself' });
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.ferrierId, ctx.ferrierId), eq(users.id, input.receiverId!)));
    if (!user) throw new AppError('NOT_FOUND');
  }
  const [row] = await ctx.db
    .insert(messages)
    .values({
      ferrierId: ctx.ferrierId,
      senderUserId: ctx.userId,
      customerId: input.customerId ?? null,
      receiverUserId: input.customerId ? null : input.receiverId!,
      subject: input.subject ?? null,
      body: input.body,
    })
    .returning({ id: messages.id });
  const messageId = row!.id;
  if (input.customerId) ctx.afterCommit(() => mailMessage(ctx, { ferrierId: ctx.ferrierId, messageId }));
  return findMessage(ctx, messageId);
}

/** PUT messages/{id}: read or unread again; only its receiving user marks it. */
export async function setMessageRead(
  ctx: TenantContext,
  { id, input }: { id: string; input: z.output<typeof messageReadInput> },
): Promise<Message> {
  const message = await findMessage(ctx, id);
  if (message.read === null) throw new AppError('VALIDATION_FAILED', { read: 'inbox.errors.notReceiver' });
  await ctx.db
    .update(messages)
    .set({ readAt: input.read ? sql`coalesce(${messages.readAt}, now())` : null })
    .where(
      and(
        eq(messages.ferrierId, ctx.ferrierId),
        eq(messages.id, id),
        eq(messages.receiverUserId, ctx.userId),
      ),
    );
  return { ...message, read: input.read };
}

/** DELETE messages/{id}: gone for both sides; its sender or receiver, or the owner for a customer's thread. */
export async function deleteMessage(ctx: TenantContext, { id }: { id: string }) {
  // Who sees it may delete it (visibility.ts): the sender, the receiving user, the owner in a customer's thread.
  await findMessage(ctx, id);
  await ctx.db.delete(messages).where(and(eq(messages.ferrierId, ctx.ferrierId), eq(messages.id, id)));
  return { id, deleted: true as const };
}
