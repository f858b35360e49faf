// The treatment journal as an A4 PDF, always in Swedish whatever the screen's language (it is the record an inspector
// reads): the farrier's company and logo, the keeper and the animal as recorded at the visit, every field, the findings
// per hoof, the treatments with their photos, the pharmaceuticals with their withdrawal period ("Karenstid"), the
// general photos and the attachments' names, the signature of every version with its SHA-256 digest, and every
// amendment with the original struck through beside the new text. Pure: it is given what it prints (the journal,
// the company, the pictures' bytes) and reads nothing itself.
// No 'server-only' marker: the PDF benchmark (bench/journal-pdf.ts) renders through it in plain Node.
import { formatPhone, formatPostalAddress } from '@/lib/format-text';
import { stockholmParts } from '@/lib/time-zone';
import type { Journal } from '@/lib/validation/journal';
import { translator } from '@/server/i18n/translator';
import { changeLabel, valueText, type Labels } from './change-text';
import { COLOURS, PdfLayout, type Row } from '@/server/pdf/pdf-layout';
import { startPdf } from '@/server/pdf/pdf-document';

/** The farrier's company as the profile has it now, and its logo's bytes (PNG or JPEG). */
export type JournalPdfCompany = {
  name: string;
  organizationNumber: string | null;
  address: string | null;
  postNumber: string | null;
  postPlace: string | null;
  phone: string | null;
  email: string | null;
  logo: Buffer | null;
};

export type JournalPdfInput = {
  journal: Journal;
  company: JournalPdfCompany;
  /** The pictures to print, by the journal's photo id: JPEG or PNG thumbnails. A photo left out is not printed. */
  pictures: ReadonlyMap<string, Buffer>;
  /** When it is printed (the foot of every page). */
  printedAt?: Date;
};

/** The journal's language on paper. */
const LOCALE = 'sv';

function swedishLabels(): Labels {
  const t = translator(LOCALE);
  return {
    say: (key, values) => t(`journalPdf.${key}` as never, values as never) as string,
    has: (key) => t.has(`journalPdf.${key}` as never),
  };
}

/** "2026-11-27 10:12", Swedish time. */
const instant = (iso: string | null | undefined) => {
  if (!iso) return null;
  const { date, time } = stockholmParts(new Date(iso));
  return `${date} ${time}`;
};

/** 5566778899 → 556677-8899. */
const organizationNumber = (digits: string | null) =>
  digits && /^\d{10}$/.test(digits) ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;

const nameAndTitle = (person: { name: string; title: string | null } | null, fallback: string) =>
  person ? [person.name, person.title].filter(Boolean).join(', ') : fallback;

/** The document, as bytes. */
export function renderJournalPdf(input: JournalPdfInput): Promise<Buffer> {
  const { journal, company } = input;
  const l = swedishLabels();
  const { doc, bytes } = startPdf({
    title: `${l.say('title')} ${journal.referenceNumber}`,
    author: company.name,
    subject: `${journal.animal.name}, ${journal.treatmentDate}`,
    lang: 'sv-SE',
    createdAt: input.printedAt,
  });
  const page = new PdfLayout(doc);
  const pictures = (photos: { id: string }[]) =>
    photos.map((p) => input.pictures.get(p.id)).filter((b): b is Buffer => Boolean(b));

  header(page, l, input);
  people(page, l, journal);
  record(page, l, journal);
  hoofFindings(page, l, journal);
  treatments(page, l, journal, pictures);
  pharmaceuticals(page, l, journal);
  if (journal.photos.length) {
    page.heading(l.say('photos'));
    page.images(pictures(journal.photos));
  }
  if (journal.attachments.length) {
    page.heading(l.say('attachments'));
    page.paragraph(journal.attachments.map((a) => `• ${a.name}`).join('\n'), 10);
  }
  signatures(page, l, journal);
  amendments(page, l, journal);

  const printed = instant((input.printedAt ?? new Date()).toISOString());
  page.footers(
    `${company.name} · ${journal.referenceNumber} · ${l.say('footer.printed', { date: printed ?? '' })}`,
    (n, of) => l.say('footer.page', { page: n, pages: of }),
  );
  doc.end();
  return bytes;
}

function header(page: PdfLayout, l: Labels, { journal, company }: JournalPdfInput) {
  const { doc } = page;
  const top = doc.page.margins.top;
  let logoBottom = top;
  if (company.logo) {
    try {
      doc.image(company.logo, page.left, top, { fit: [150, 60] });
      logoBottom = top + 60;
    } catch {
      // A logo pdfkit cannot read: the company's name and details still head the page.
    }
  }
  const width = 260;
  const x = page.left + page.width - width;
  const lines = [
    company.organizationNumber
      ? l.say('company.organizationNumber', { number: organizationNumber(company.organizationNumber)! })
      : null,
    company.address,
    formatPostalAddress(company.postNumber, company.postPlace) || null,
    company.phone ? l.say('company.phone', { phone: formatPhone(company.phone) }) : null,
    company.email,
  ].filter((line): line is string => Boolean(line));
  page.font('bold', 11).text(company.name, x, top, width, { align: 'right' });
  page.font('regular', 9, COLOURS.muted).text(lines.join('\n'), x, doc.y + 1, width, { align: 'right' });
  doc.y = Math.max(doc.y, logoBottom) + 18;

  page.font('bold', 18, COLOURS.accent).text(l.say('title'), page.left, doc.y, page.width);
  doc.y += 6;
  const when = [
    journal.treatmentDate,
    journal.treatmentTime && `${l.say('treatmentTime')} ${journal.treatmentTime}`,
  ]
    .filter(Boolean)
    .join(', ');
  const status = [
    l.say(`statuses.${journal.status}`),
    journal.sentAt ? l.say('sent', { date: instant(journal.sentAt)! }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  page.rows(
    [
      [l.say('journalNumber'), journal.referenceNumber],
      [l.say('treatmentDate'), when],
      [l.say('status'), status],
      [l.say('author'), journal.author ? nameAndTitle(journal.author, '') : journal.createdBy],
    ],
    { labelWidth: 110 },
  );
}

/** The keeper and the animal side by side, as recorded at the visit. */
function people(page: PdfLayout, l: Labels, journal: Journal) {
  const { owner, animal } = journal;
  const keeper: Row[] = [
    [l.say('keeper.name'), owner.name ?? journal.ownerName],
    [l.say('keeper.address'), owner.address],
    [l.say('keeper.phone'), owner.phone && formatPhone(owner.phone)],
    [l.say('keeper.productionSiteNumber'), owner.productionSiteNumber],
  ];
  const horse: Row[] = [
    [l.say('animal.name'), animal.name],
    [l.say('animal.species'), animal.species],
    [
      l.say('animal.sex'),
      animal.sex && l.has(`sexes.${animal.sex}`) ? l.say(`sexes.${animal.sex}`) : animal.sex,
    ],
    [l.say('animal.dateOfBirth'), animal.dateOfBirth],
    [l.say('animal.identity'), animal.identity],
  ];
  const gap = 24;
  const column = (page.width - gap) / 2;
  const labelWidth = 100;
  const height = Math.max(
    page.rowsHeight(keeper, column, labelWidth),
    page.rowsHeight(horse, column, labelWidth),
  );
  page.space(10);
  page.room(height + 26);
  const y = page.doc.y;
  const right = page.left + column + gap;
  page.font('bold', 12, COLOURS.accent).text(l.say('keeper.title'), page.left, y, column);
  page.font('bold', 12, COLOURS.accent).text(l.say('animal.title'), right, y, column);
  const rule = y + 17;
  for (const x of [page.left, right])
    page.doc
      .moveTo(x, rule)
      .lineTo(x + column, rule)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
  page.rowsAt(keeper, page.left, rule + 6, column, labelWidth);
  page.rowsAt(horse, right, rule + 6, column, labelWidth);
  page.doc.x = page.left;
  page.doc.y = rule + 6 + height;
}

const RECORD_FIELDS = [
  'anamnesis',
  'findings',
  'findingsMotion',
  'findingsPalpation',
  'diagnosis',
  'healthCondition',
  'lastTreatment',
  'nextTreatment',
  'followUpNotes',
  'aftercare',
  'notes',
  'referral',
] as const satisfies readonly (keyof Journal)[];

function record(page: PdfLayout, l: Labels, journal: Journal) {
  const rows = RECORD_FIELDS.map((field): Row => [l.say(`fields.${field}`), journal[field]]);
  if (!rows.some(([, value]) => value)) return;
  page.heading(l.say('record'));
  page.rows(rows);
}

function hoofFindings(page: PdfLayout, l: Labels, journal: Journal) {
  if (!journal.hoofFindings.length) return;
  page.heading(l.say('hoofFindings'));
  page.rows(journal.hoofFindings.map(({ hoof, findings }): Row => [l.say(`hooves.${hoof}`), findings]));
}

function treatments(
  page: PdfLayout,
  l: Labels,
  journal: Journal,
  pictures: (photos: { id: string }[]) => Buffer[],
) {
  if (!journal.treatments.length) return;
  journal.treatments.forEach((line, i) => {
    const title = [`${i + 1}. ${line.treatment}`, line.hoof && l.say(`hooves.${line.hoof}`)]
      .filter(Boolean)
      .join(' · ');
    const rows: Row[] = [
      [l.say('fields.materials'), line.materials],
      [l.say('fields.notes'), line.notes],
    ];
    // A treatment that fits a page is kept whole, under the section's heading if it is the first; its photos
    // follow a row at a time.
    const height = page.rowsHeight(rows, page.width, 150);
    const keep = page.fitsAPage(height + 40) ? height : 48;
    if (i === 0) page.heading(l.say('treatments'), keep + 20);
    page.subheading(title, keep);
    page.rows(rows);
    page.images(pictures(line.photos), 96);
    page.space(4);
  });
}

function pharmaceuticals(page: PdfLayout, l: Labels, journal: Journal) {
  if (!journal.pharmaceuticals.length) return;
  journal.pharmaceuticals.forEach((line, i) => {
    const rows: Row[] = [
      [l.say('fields.strength'), line.strength],
      [l.say('fields.dosage'), line.dosage],
      [l.say('fields.length'), line.length],
      // The withdrawal period is printed always: "0 dagar" is an answer too.
      [l.say('fields.withdrawalPeriod'), line.withdrawalPeriod || '–'],
    ];
    const height = page.rowsHeight(rows, page.width, 150);
    if (i === 0) page.heading(l.say('pharmaceuticals'), height + 20);
    page.subheading(line.name, height);
    page.rows(rows);
    page.space(4);
  });
}

function signatures(page: PdfLayout, l: Labels, journal: Journal) {
  page.heading(l.say('signature.title'));
  if (!journal.signatures.length) {
    page.paragraph(l.say('signature.unsigned'), 10, COLOURS.ink);
    return;
  }
  for (const signature of [...journal.signatures].sort((a, b) => a.version - b.version)) {
    const rows: Row[] = [
      [
        l.say('signature.signedBy'),
        nameAndTitle({ name: signature.signerName, title: signature.signerTitle }, ''),
      ],
      [l.say('signature.signedAt'), instant(signature.at)],
    ];
    page.subheading(l.say('signature.version', { version: signature.version }), 60);
    page.rows(rows);
    // The digest in a fixed-width face, so it can be compared character by character.
    page.room(16);
    const y = page.doc.y;
    page.font('bold', 8.5, COLOURS.muted).text(l.say('signature.digest'), page.left, y + 1, 150);
    page.font('mono', 8.5).text(signature.contentHash, page.left + 158, y, page.width - 158);
    page.doc.x = page.left;
    page.space(6);
  }
  page.paragraph(l.say('signature.digestNote'), 8);
}

function amendments(page: PdfLayout, l: Labels, journal: Journal) {
  if (!journal.amendments.length) return;
  page.heading(l.say('amendments.title'));
  const sides = { before: l.say('amendments.before'), after: l.say('amendments.after') };
  for (const amendment of [...journal.amendments].sort((a, b) => a.version - b.version)) {
    page.subheading(
      l.say('amendments.heading', {
        version: amendment.version,
        date: instant(amendment.at) ?? '',
        author: nameAndTitle(amendment.author, l.say('amendments.unknownAuthor')),
      }),
    );
    page.rows([[l.say('amendments.reason'), amendment.reason]]);
    for (const change of amendment.changes) {
      page.font('bold', 9.5);
      page.room(40);
      page.text(changeLabel(l, change.field), page.left, page.doc.y + 2, page.width);
      page.doc.y += 2;
      page.beforeAndAfter(
        sides,
        valueText(l, change.field, change.previous),
        valueText(l, change.field, change.next),
      );
    }
    page.space(6);
  }
}
