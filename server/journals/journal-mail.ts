// The mail that takes a journal to its keeper: from the company (its name as the sender, answers to its email), in
// the keeper's language, with the journal's PDF (always Swedish, as the record is) attached.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone } from '@/lib/format-text';
import type { Journal } from '@/lib/validation/journal';
import { translator } from '@/server/i18n/translator';
import { escapeHtml } from '@/server/mail/escape-html';
import type { OutgoingMail } from '@/server/mail/transport';
import type { JournalPdfCompany } from './pdf/journal-pdf';

export type Keeper = { firstName: string | null; email: string; language: Locale };

export function journalMail(
  journal: Journal,
  keeper: Keeper,
  company: JournalPdfCompany,
  attachment: { filename: string; pdf: Buffer },
): OutgoingMail {
  const t = translator(keeper.language);
  const say = (key: string, values?: Record<string, string>) =>
    t(`journalPdf.mail.${key}` as never, values as never) as string;
  const name = company.name;
  const paragraphs = [
    keeper.firstName ? say('greeting', { name: keeper.firstName }) : say('greetingNoName'),
    say('intro', { date: journal.treatmentDate, animal: journal.animal.name }),
    say('keep'),
    company.phone
      ? say('contactPhone', { company: name, phone: formatPhone(company.phone) })
      : say('contactReply', { company: name }),
    `${say('regards')}\n${name}`,
  ];
  const footer = say('footer', { company: name });
  return {
    to: keeper.email,
    subject: say('subject', { number: journal.referenceNumber, company: name }),
    text: [...paragraphs, footer].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      `<p style="color:#78716c;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join('\n'),
    fromName: name,
    ...(company.email ? { replyTo: { name, address: company.email } } : {}),
    attachments: [{ filename: attachment.filename, content: attachment.pdf, contentType: 'application/pdf' }],
  };
}
