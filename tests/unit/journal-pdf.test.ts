// The printed journal (server/journals/pdf): its text, extracted as a reader would copy it, holds the company, the
// animal, the keeper, every field, the withdrawal period as "Karenstid", the signatures and the amendment with the
// original beside the new text, with å/ä/ö intact and in Swedish; long journals break into numbered pages without
// losing a word; photos are printed.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JOURNAL_LIMITS } from '@/lib/validation/journal';
import { renderJournalPdf, type JournalPdfCompany } from '@/server/journals/pdf/journal-pdf';
import { pdfText } from '@/server/pdf/pdf-text';
import { journalFixture } from '../support/journal-fixture';
import { flat, pdfPagesOf, pdfTextOf } from '../support/pdf-text';

const company: JournalPdfCompany = {
  name: 'Lind-Bergs Hovslageri',
  organizationNumber: '5566778899',
  address: 'Smedjegatan 4',
  postNumber: '74192',
  postPlace: 'Knivsta',
  phone: '+46701112233',
  email: 'info@lind-berg.se',
  logo: null,
};

/** Words as pdftotext joins them: every run of white space one space. */

const picture = (r: number) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: { r, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer();

describe('the journal as a PDF', () => {
  it('holds everything the record rules ask for, in Swedish, with å/ä/ö intact', async () => {
    const journal = journalFixture();
    const pdf = await renderJournalPdf({ journal, company, pictures: new Map() });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(await pdfTextOf(pdf));
    for (const expected of [
      'Lind-Bergs Hovslageri',
      'Org.nr 556677-8899',
      '741 92 Knivsta',
      'Tel. 070-111 22 33',
      'Behandlingsjournal',
      'J-2026-0107',
      '2026-11-20, Tid 09:30',
      // The keeper and the animal as recorded.
      'Märta Ågren',
      'Stallbacken 2, 741 93 Alsike',
      'SE-12345',
      'Kanel från Östergården',
      'Sto',
      '752004001234567',
      // Every field.
      journal.anamnesis!,
      journal.findingsMotion!,
      journal.findingsPalpation!,
      journal.diagnosis!,
      journal.healthCondition!,
      journal.followUpNotes!,
      journal.aftercare!,
      journal.notes!,
      'Föregående behandling 2026-10-02',
      'Nästa behandling 2027-01-15',
      'Vänster fram Böld i sulans främre del, dränerad.',
      '1. Dränering av hovböld · Vänster fram',
      'Material Hovkniv, grönsåpa, hovlapp',
      'Alla fyra hovar verkade, tån kortad på bakhovarna.',
      // The pharmaceutical, and its withdrawal period under the word the rules use.
      'Finadyne vet.',
      'Styrka 50 mg/ml',
      'Behandlingstid 3 dagar',
      'Karenstid 28 dygn',
      'Röntgen vänster fram.pdf',
      // Signatures: who, when (Swedish time), the digest.
      'Signerad av Åsa Öberg, Legitimerad hovslagare',
      'Tidpunkt 2026-11-20 10:55',
      'SHA-256 a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef0123',
      'SHA-256 b4e2d3c5f6a7089923456789012345678901bcdefabcdefabcdefabcdef01234',
      // The amendment: version, date, author, reason, the original beside the new text.
      'Ändringar efter signering',
      'Version 2 · 2026-11-21 09:10 · Åsa Öberg, Legitimerad hovslagare',
      'Orsak Fel hov angiven vid första skrivningen; rättat efter återbesök.',
      'Värmeökning i höger framhov.',
      'Karenstid: 0 dagar',
      'Karenstid: 28 dygn',
      'Sida 1 av 2',
      'Sida 2 av 2',
    ])
      expect(text).toContain(flat(expected));
    expect(text).toContain(flat(journal.findings!));
  });

  it('a draft says it is not signed; a sent journal says when', async () => {
    const draft = {
      ...journalFixture(),
      status: 'draft' as const,
      signatures: [],
      amendments: [],
      signedAt: null,
      lockedAt: null,
    };
    const text = flat(
      await pdfTextOf(await renderJournalPdf({ journal: draft, company, pictures: new Map() })),
    );
    expect(text).toContain('Utkast, ej signerad');
    expect(text).toContain('Journalen är inte signerad.');
    expect(text).not.toContain('Ändringar efter signering');
    const sent = { ...journalFixture(), sentAt: '2026-11-22T13:05:00.000Z' };
    const sentText = flat(
      await pdfTextOf(await renderJournalPdf({ journal: sent, company, pictures: new Map() })),
    );
    expect(sentText).toContain('Skickad till djurhållaren 2026-11-22 14:05');
  });

  it('lists photos added after signing in the amendments by their number, never their ids', async () => {
    const base = journalFixture();
    const ids = ['5d1c7a0e-2f4b-4c8e-9d3a-7b6e1f0a2c94', '0b8f3e1c-7a2d-4c6b-9e5f-1d3a7c9b2e40'];
    const journal = {
      ...base,
      amendments: [
        {
          version: 2,
          at: '2026-11-21T08:10:00.000Z',
          author: base.amendments[0]!.author,
          reason: 'Röntgenbild från veterinären kom dagen efter.',
          changes: [{ field: 'photos', previous: ids.slice(0, 1), next: ids }],
        },
      ],
    };
    const text = flat(await pdfTextOf(await renderJournalPdf({ journal, company, pictures: new Map() })));
    expect(text).toContain('Ändringar efter signering');
    expect(text).toContain('Röntgenbild från veterinären kom dagen efter.');
    expect(text).toContain('Bilder');
    expect(text).toContain('1 bild');
    expect(text).toContain('2 bilder');
    for (const id of ids) expect(text).not.toContain(id);
  });

  it('a journal at every length limit breaks into numbered pages and keeps every word', async () => {
    const long = (word: string, max: number) => `${word} `.repeat(Math.floor(max / (word.length + 1))).trim();
    const base = journalFixture();
    const journal = {
      ...base,
      anamnesis: long('hälta', JOURNAL_LIMITS.textMax),
      findings: long('öm', JOURNAL_LIMITS.textMax),
      aftercare: long('grönsåpa', JOURNAL_LIMITS.textMax),
      notes: long('åter', JOURNAL_LIMITS.textMax),
      referral: long('remiss', JOURNAL_LIMITS.textMax),
      treatments: Array.from({ length: JOURNAL_LIMITS.linesMax }, (_, i) => ({
        ...base.treatments[0]!,
        id: `00000000-0000-4000-8000-${String(900 + i).padStart(12, '0')}`,
        treatment: `Behandling nummer ${i + 1}`,
        notes: long('förband', JOURNAL_LIMITS.textMax),
      })),
      amendments: [
        {
          ...base.amendments[0]!,
          changes: [{ field: 'aftercare', previous: long('gammal', 2000), next: long('ny', 2000) }],
        },
      ],
    };
    const pdf = await renderJournalPdf({ journal, company, pictures: new Map() });
    const pages = await pdfPagesOf(pdf);
    expect(pages).toBeGreaterThan(5);
    const text = flat(await pdfTextOf(pdf));
    expect(text).toContain(`Sida 1 av ${pages}`);
    expect(text).toContain(`Sida ${pages} av ${pages}`);
    for (let i = 1; i <= JOURNAL_LIMITS.linesMax; i++) expect(text).toContain(`${i}. Behandling nummer ${i}`);
    expect(text.match(/förband/g)).toHaveLength(JOURNAL_LIMITS.linesMax * Math.floor(2000 / 8));
    expect(text.match(/\bgammal\b/g)).toHaveLength(Math.floor(2000 / 7));
    expect(text).toContain('Karenstid 28 dygn');
  });

  it('prints the photos and the logo it is given', async () => {
    const journal = journalFixture({ photos: 8 });
    const ids = [...journal.photos, ...journal.treatments[0]!.photos].map((p) => p.id);
    expect(ids).toHaveLength(8);
    const pictures = new Map(
      await Promise.all(ids.map(async (id, i) => [id, await picture(i * 30)] as const)),
    );
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#1d4a37' } })
      .png()
      .toBuffer();
    const pdf = await renderJournalPdf({ journal, company: { ...company, logo }, pictures });
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(9);
  });

  it('writes letters Helvetica lacks as their base letter, and keeps Swedish and Nordic ones', () => {
    expect(pdfText('Åsa Öberg, Ärlig, Søren Ærø, José Müller')).toBe(
      'Åsa Öberg, Ärlig, Søren Ærø, José Müller',
    );
    expect(pdfText('Łódź, Čapek, Dvořák')).toBe('Lódz, Capek, Dvorák');
    expect(pdfText('a\u030a')).toBe('å');
    expect(pdfText('50 mg – 1 gång “dagligen”')).toBe('50 mg – 1 gång “dagligen”');
    expect(pdfText('häst 🐴\u0007')).toBe('häst ?');
  });
});
