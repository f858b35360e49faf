// contact/send: a visitor's message from /contact-us, stored and then mailed to the company inbox.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ContactOutput } from '@/lib/validation/contact';
import { systemDb } from '@/server/db/system';
import { contactMessages } from '@/server/db/schema';
import { sendContactMessageMail } from '@/server/mail/contact-mails';
import { LIMITS, hit, limitAddress } from '@/server/rate-limit';
import { requestContext } from '@/server/request-context';
import { caughtByHoneypot, mailInbox, storedIp, type Visitor } from './visitor';

export async function sendContactMessage(visitor: Visitor, { input }: { input: ContactOutput }) {
  await hit(`contact-send-ip:${limitAddress(requestContext().ip)}`, LIMITS.contactPerIp);
  if (caughtByHoneypot(input.website, 'contact')) return { received: true as const };

  const [row] = await systemDb()
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      locale: visitor.locale,
      ip: storedIp(),
      userAgent: visitor.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned nothing');

  const mailed = await mailInbox('contactMessageId', row.id, () =>
    sendContactMessageMail({ ...input, locale: visitor.locale }),
  );
  if (mailed) {
    await systemDb()
      .update(contactMessages)
      .set({ mailedAt: new Date() })
      .where(eq(contactMessages.id, row.id));
  }
  return { received: true as const };
}
