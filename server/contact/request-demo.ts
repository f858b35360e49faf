// contact/book-demo: a request for a 30-minute online demo from /book-demo, stored and mailed to the company inbox.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { BookDemoOutput } from '@/lib/validation/contact';
import { systemDb } from '@/server/db/system';
import { demoRequests } from '@/server/db/schema';
import { sendDemoRequestMail } from '@/server/mail/contact-mails';
import { LIMITS, hit, limitAddress } from '@/server/rate-limit';
import { requestContext } from '@/server/request-context';
import { caughtByHoneypot, mailInbox, storedIp, type Visitor } from './visitor';

export async function requestDemo(visitor: Visitor, { input }: { input: BookDemoOutput }) {
  await hit(`contact-demo-ip:${limitAddress(requestContext().ip)}`, LIMITS.contactPerIp);
  if (caughtByHoneypot(input.website, 'demo')) return { received: true as const };

  const [row] = await systemDb()
    .insert(demoRequests)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      profession: input.profession,
      preferredTime: input.preferredTime ?? null,
      message: input.message ?? null,
      locale: visitor.locale,
      ip: storedIp(),
    })
    .returning({ id: demoRequests.id });
  if (!row) throw new Error('demo request insert returned nothing');

  const mailed = await mailInbox('demoRequestId', row.id, () =>
    sendDemoRequestMail({ ...input, locale: visitor.locale }),
  );
  if (mailed) {
    await systemDb().update(demoRequests).set({ mailedAt: new Date() }).where(eq(demoRequests.id, row.id));
  }
  return { received: true as const };
}
