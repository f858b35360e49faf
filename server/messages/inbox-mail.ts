// The mail that takes an inbox message to a customer: from the app's sender under the company's name, answers to the
// company's email (the customer's reply lands in the company's own mailbox, not in the app), in the customer's
// language. No 'server-only' marker: the inbox-mail job writes it in `npm run worker`, plain Node outside Next.
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n/translator';
import { escapeHtml } from '@/server/mail/escape-html';
import type { OutgoingMail } from '@/server/mail/transport';

export type InboxMailFacts = {
  to: string;
  language: Locale;
  firstName: string | null;
  subject: string | null;
  body: string;
  company: { name: string; email: string };
};

export function inboxMail(facts: InboxMailFacts): OutgoingMail {
  const t = translator(facts.language);
  const say = (key: string, values?: Record<string, string>) =>
    t(`inbox.mail.${key}` as never, values as never) as string;
  const company = facts.company.name;
  const paragraphs = [
    facts.firstName ? say('greeting', { name: facts.firstName }) : say('greetingNoName'),
    facts.body,
    `${say('regards')}\n${company}`,
  ];
  const footer = say('footer', { company });
  return {
    to: facts.to,
    subject: facts.subject ?? say('subject', { company }),
    text: [...paragraphs, footer].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      `<p style="color:#78716c;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join('\n'),
    fromName: company,
    replyTo: { name: company, address: facts.company.email },
  };
}
