// The mail that takes an invoice to its customer: from the seller (its name as the sender, answers to its email), in
// the customer's language, with the invoice's PDF attached; the amount, the due date and the OCR reference in the text
// too, so the customer can pay from the mail alone. No 'server-only' marker: the invoice-mail job writes it in
// `npm run worker`, plain Node outside Next.
import { formatMoney, formatPhone } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n/translator';
import { escapeHtml } from '@/server/mail/escape-html';
import type { OutgoingMail } from '@/server/mail/transport';

export type InvoiceMailFacts = {
  to: string;
  language: Locale;
  firstName: string | null;
  invoiceNumber: string;
  credit: boolean;
  grandTotalOre: number;
  dueDate: string;
  ocrReference: string | null;
  seller: { name: string; email: string | null; phone: string | null };
  attachment: { filename: string; pdf: Buffer };
};

export function invoiceMail(facts: InvoiceMailFacts): OutgoingMail {
  const t = translator(facts.language);
  const say = (key: string, values?: Record<string, string>) =>
    t(`invoicePdf.mail.${key}` as never, values as never) as string;
  const company = facts.seller.name;
  const number = facts.invoiceNumber;
  const amount = formatMoney(facts.grandTotalOre);
  const paragraphs = [
    facts.firstName ? say('greeting', { name: facts.firstName }) : say('greetingNoName'),
    say(facts.credit ? 'creditIntro' : 'intro', { number, amount }),
    ...(facts.credit
      ? []
      : [
          [say('due', { date: facts.dueDate }), facts.ocrReference && say('ocr', { ocr: facts.ocrReference })]
            .filter(Boolean)
            .join(' '),
        ]),
    facts.seller.phone
      ? say('contactPhone', { company, phone: formatPhone(facts.seller.phone) })
      : say('contactReply', { company }),
    `${say('regards')}\n${company}`,
  ];
  const footer = say('footer', { company });
  return {
    to: facts.to,
    subject: say(facts.credit ? 'creditSubject' : 'subject', { number, company }),
    text: [...paragraphs, footer].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      `<p style="color:#78716c;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join('\n'),
    fromName: company,
    ...(facts.seller.email ? { replyTo: { name: company, address: facts.seller.email } } : {}),
    attachments: [
      { filename: facts.attachment.filename, content: facts.attachment.pdf, contentType: 'application/pdf' },
    ],
  };
}
