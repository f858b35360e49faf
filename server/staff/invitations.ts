// A staff member's invitation link: a random token (32 bytes) mailed as /{locale}/staff-invite/{token}, only its
// SHA-256 kept, valid 7 days, used once. A new invitation withdraws the member's open ones.
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import { ferriers, staffInvitations, users } from '@/server/db/schema';
import { sendStaffInvitationMail } from '@/server/mail/staff-mails';
import { newUrlToken, urlTokenHash } from '@/server/url-token';

export const INVITATION_SECONDS = 7 * 24 * 60 * 60;

/** Mails `member` a new invitation from the caller (the owner), in the caller's language. */
export async function inviteMember(
  ctx: TenantContext,
  member: { id: string; email: string; firstName: string },
): Promise<void> {
  await withdrawInvitations(ctx, member.id);
  const token = newUrlToken();
  await ctx.db.insert(staffInvitations).values({
    ferrierId: ctx.ferrierId,
    userId: member.id,
    tokenHash: urlTokenHash(token),
    expiresAt: new Date(Date.now() + INVITATION_SECONDS * 1000),
  });
  const [from] = await ctx.db
    .select({ company: ferriers.organizationName, inviter: users.name })
    .from(users)
    .innerJoin(ferriers, eq(ferriers.id, users.ferrierId))
    .where(and(eq(users.id, ctx.userId), eq(users.ferrierId, ctx.ferrierId)));
  // Sent inside the transaction: a mail that cannot be sent leaves no member nor link behind.
  await sendStaffInvitationMail({
    to: member.email,
    name: member.firstName,
    inviter: from?.inviter ?? '',
    company: from?.company ?? '',
    token,
    locale: ctx.locale,
  });
}

/** Deletes the member's unused invitations: their links open nothing any more. */
export async function withdrawInvitations(ctx: TenantContext, userId: string): Promise<void> {
  await ctx.db
    .delete(staffInvitations)
    .where(
      and(
        eq(staffInvitations.ferrierId, ctx.ferrierId),
        eq(staffInvitations.userId, userId),
        isNull(staffInvitations.usedAt),
      ),
    );
}
