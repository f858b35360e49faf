// A journal as the API answers it (lib/validation/journal.ts), full of Swedish text: signed, amended once, with
// a treatment, a pharmaceutical and its withdrawal period, findings per hoof and photos. For the PDF's tests and
// benchmark, which print a journal without writing one.
import type { Journal } from '@/lib/validation/journal';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const photo = (n: number) => ({
  id: uuid(100 + n),
  url: `/api/v1/files/${uuid(200 + n)}`,
  thumbnailUrl: `/api/v1/files/${uuid(200 + n)}?size=thumb`,
});

/** `photos` general photos and as many on the first treatment (at most 4 each, as the rules allow). */
export function journalFixture({ photos = 0 }: { photos?: number } = {}): Journal {
  const general = Array.from({ length: Math.min(photos, 4) }, (_, i) => photo(i));
  const onTreatment = Array.from({ length: Math.min(Math.max(photos - 4, 0), 4) }, (_, i) => photo(10 + i));
  const author = { id: uuid(1), name: 'Åsa Öberg', title: 'Legitimerad hovslagare' };
  return {
    id: uuid(2),
    referenceNumber: 'J-2026-0107',
    status: 'signed',
    treatmentDate: '2026-11-20',
    treatmentTime: '09:30',
    bookingId: null,
    customerId: uuid(3),
    animal: {
      id: uuid(4),
      name: 'Kanel från Östergården',
      species: 'Häst',
      sex: 'mare',
      dateOfBirth: '2014-05-02',
      identity: '752004001234567',
    },
    ownerName: 'Märta Ågren',
    owner: {
      name: 'Märta Ågren',
      address: 'Stallbacken 2, 741 93 Alsike',
      phone: '+46701234567',
      productionSiteNumber: 'SE-12345',
    },
    createdBy: 'Åsa Öberg',
    signedAt: '2026-11-20T09:55:00.000Z',
    sentAt: null,
    lockedAt: '2026-11-20T09:55:00.000Z',
    createdAt: '2026-11-20T09:40:00.000Z',
    updatedAt: '2026-11-21T08:10:00.000Z',
    anamnesis: 'Ägaren har sett att hästen går ömt på vänster fram efter hagen i blöt lera.',
    findings: 'Värmeökning i vänster framhov, pulsation över kotan. Sulan öm vid visitering.',
    findingsMotion: 'Halt 2/5 på vänster fram i trav på hårt underlag, bättre på mjukt.',
    findingsPalpation: 'Ömhet vid visitertång i sulans främre del.',
    diagnosis: 'Misstänkt hovböld i vänster framhov.',
    healthCondition: 'Allmäntillstånd gott, äter och dricker.',
    lastTreatment: '2026-10-02',
    nextTreatment: '2027-01-15',
    followUpNotes: 'Återbesök om fem dagar; ring tidigare om hältan ökar.',
    aftercare: 'Hovlapp med grönsåpa byts dagligen i tre dagar. Torr box.',
    notes: 'Hästen stod lugnt under hela behandlingen.',
    referral: null,
    hoofFindings: [
      { hoof: 'LF', findings: 'Böld i sulans främre del, dränerad.' },
      { hoof: 'RF', findings: 'Utan anmärkning.' },
    ],
    treatments: [
      {
        id: uuid(5),
        treatment: 'Dränering av hovböld',
        materials: 'Hovkniv, grönsåpa, hovlapp',
        notes: 'Bölden öppnad och spolad; tryckförband lagt.',
        hoof: 'LF',
        photoCount: onTreatment.length,
        photos: onTreatment,
        addedByAmendment: false,
      },
      {
        id: uuid(6),
        treatment: 'Verkning',
        materials: null,
        notes: 'Alla fyra hovar verkade, tån kortad på bakhovarna.',
        hoof: null,
        photoCount: 0,
        photos: [],
        addedByAmendment: false,
      },
    ],
    pharmaceuticals: [
      {
        id: uuid(7),
        name: 'Finadyne vet.',
        strength: '50 mg/ml',
        dosage: '1,1 mg/kg i.v. en gång dagligen',
        length: '3 dagar',
        withdrawalPeriod: '28 dygn',
      },
    ],
    photoCount: general.length,
    photos: general,
    attachments: [{ ...photo(30), name: 'Röntgen vänster fram.pdf', mimeType: 'application/pdf' }],
    author,
    signedBy: author,
    version: 2,
    signatures: [
      {
        version: 1,
        at: '2026-11-20T09:55:00.000Z',
        signerName: 'Åsa Öberg',
        signerTitle: 'Legitimerad hovslagare',
        contentHash: 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef0123',
      },
      {
        version: 2,
        at: '2026-11-21T08:10:00.000Z',
        signerName: 'Åsa Öberg',
        signerTitle: 'Legitimerad hovslagare',
        contentHash: 'b4e2d3c5f6a7089923456789012345678901bcdefabcdefabcdefabcdef01234',
      },
    ],
    amendments: [
      {
        version: 2,
        at: '2026-11-21T08:10:00.000Z',
        author,
        reason: 'Fel hov angiven vid första skrivningen; rättat efter återbesök.',
        changes: [
          {
            field: 'findings',
            previous: 'Värmeökning i höger framhov.',
            next: 'Värmeökning i vänster framhov, pulsation över kotan. Sulan öm vid visitering.',
          },
          {
            field: 'pharmaceuticals',
            previous: [{ name: 'Finadyne vet.', withdrawalPeriod: '0 dagar' }],
            next: [{ name: 'Finadyne vet.', withdrawalPeriod: '28 dygn' }],
          },
        ],
      },
    ],
    sendings: [],
  };
}
