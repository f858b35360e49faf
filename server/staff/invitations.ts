// A staff member's invitation link: a random token (32 bytes) mailed as /{locale}/staff-invite/{token}, only its
// SHA-256 kept, valid 7 days, used once. A new invitation withdraws the member's open ones. The mail goes out once
// the invitation has committed, as the app's other mails are sent (straight to the mail host, no queue: a queued job
// would have to keep the token itself, of which only the hash is ever stored).
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import { ferriers, staffInvitations, users } from '@/server/db/schema';
import { recipientTag } from '@/server/mail/recipient-tag';
import { sendStaffInvitationMail } from '@/server/mail/staff-mails';
import { newUrlToken, urlTokenHash } from '@/server/url-token';

export const INVITATION_SECONDS = 7 * 24 * 60 * 60;

/**
 * Makes `member` a new invitation from the caller (the owner) and mails it, in the caller's language, once the
 * caller's transaction has committed: a rolled-back invitation mails nothing, and a slow mail host holds no
 * transaction. A mail host that refuses it is logged; the owner invites again by activating the member.
 */
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
  ctx.afterCommit(async () => {
    try {
      await sendStaffInvitationMail({
        to: member.email,
        name: member.firstName,
        inviter: from?.inviter ?? '',
        company: from?.company ?? '',
        token,
        locale: ctx.locale,
      });
    } catch (err) {
      // Told by its codes and the recipient's tag: nodemailer's messages quote the address.
      const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
      ctx.log.error(
        { code, responseCode, recipient: recipientTag(member.email) },
        'Staff invitation mail not sent',
      );
    }
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
