// Benchmark (not a test; it never fails on timing) of issue 23's PDF: journals/download/{id} of a signed and amended
// journal with 8 photos (4 general, 4 on a treatment; each a 2048 × 1536 phone photo as stored), as p50/p95 of
// sequential requests to the production server after a warm-up — the "p50 ≤ 300 ms" — and the ratio of that
// p50 to pdfkit alone writing the same document in this process (the same journal, company and thumbnails, made
// beforehand): "≤ 1.5×". Each download is followed by one rendering, so both are timed under the same load. A signed
// journal is printed once, by the print-document job queued when it was signed or amended (server/pdf/printed-copies.ts):
// the bench waits until the jobs for the journal have completed (the stored state, not a time), then times its first
// download (stored bytes) and the timed ones. A draft with the same 8 photos, printed anew at every download, is timed
// apart (its first download, which makes the thumbnails, and then 100 more).
// Run: npm run bench:journal-pdf. Results are printed and written to bench/results/journal-pdf.json.
//
// Env: BENCH_REQUESTS (100) timed downloads and as many renderings. BENCH_JOURNAL_PDF_SMALL=1 for a trial run of 20
// that writes no results file.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { todayInStockholm } from '@/lib/time-zone';
import type { Journal } from '@/lib/validation/journal';
import { renderJournalPdf, type JournalPdfCompany } from '@/server/journals/pdf/journal-pdf';
import { createTestDatabase } from '@/tests/support/test-database';
import { timed } from './support/percentiles';
import type { ProductionServer } from './support/production-server';
import { saveResults } from './support/results-file';
import { BENCH_DATA_DIR, serverAccount } from './support/server-account';
import { timedRequests } from './support/timed-requests';

const small = process.env.BENCH_JOURNAL_PDF_SMALL === '1';
const REQUESTS = Number(process.env.BENCH_REQUESTS || (small ? 20 : 100));
const PHOTOS = 8;

const log = (m: string) => console.log(`[bench:journal-pdf] ${m}`);

/** A phone photo as the upload stores it (WebP, longer side 2048): noise over a gradient, so it is not trivially small. */
async function photo(seed: number): Promise<Buffer> {
  const width = 2048;
  const height = 1536;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 3) {
    x = (x * 1103515245 + 12345) >>> 0;
    const noise = x >>> 26;
    const px = (i / 3) % width;
    raw[i] = (px / 8 + noise + seed * 20) & 255;
    raw[i + 1] = (120 + noise) & 255;
    raw[i + 2] = (80 + i / 3 / width / 6) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .webp({ quality: 82 })
    .toBuffer();
}

/** As server/pdf/print-images.ts prints a photo: the list thumbnail (160 px WebP), then JPEG. */
const printed = async (bytes: Buffer) =>
  sharp(
    await sharp(bytes)
      .resize({ width: 160, height: 160, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
  )
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();

const db = await createTestDatabase('bench_journal_pdf');
let server: ProductionServer | undefined;
try {
  const bench = await serverAccount(db, {
    email: `bench-journal-pdf-${Date.now()}@hovbook.se`,
    // Signing is a Pro feature: the account is on its trial, which has every feature.
    company: (owner, account) => owner`
      update ferriers set trial_ends_at = now() + interval '30 days', phone = '+46701112233',
        address = 'Smedjegatan 4', post_number = '74192', post_place = 'Knivsta'
      where id = ${account.ferrierId}`,
    log,
  });
  server = bench.server;
  const { account, owner, base, token, api } = bench;

  const customer = await api<{ id: string }>('POST', 'customers/create', {
    firstName: 'Märta',
    lastName: 'Ågren',
    email: 'marta@example.se',
    phone: '070-123 45 67',
    address: 'Stallbacken 2',
    postalCode: '741 93',
    city: 'Alsike',
    billingAddress: 'Stallbacken 2',
    billingPostalCode: '741 93',
    billingCity: 'Alsike',
  });
  const animal = await api<{ id: string }>('POST', 'animals/create', {
    name: 'Kanel från Östergården',
    sex: 'mare',
    address: 'Stallbacken 2',
    postalCode: '741 93',
    city: 'Alsike',
    customerId: customer.id,
    microchipNumber: '752098100123456',
  });
  const fields = {
    treatmentDate: todayInStockholm(),
    treatmentTime: '09:30',
    animalId: animal.id,
    customerId: customer.id,
    anamnesis: 'Ägaren har sett att hästen går ömt på vänster fram efter hagen i blöt lera.',
    findings: 'Värmeökning i höger framhov.',
    findingsMotion: 'Halt 2/5 på vänster fram i trav på hårt underlag.',
    diagnosis: 'Misstänkt hovböld i vänster framhov.',
    aftercare: 'Hovlapp med grönsåpa byts dagligen i tre dagar. Torr box.',
    hoofFindings: [{ hoof: 'LF', findings: 'Böld i sulans främre del, dränerad.' }],
    treatments: [
      { treatment: 'Dränering av hovböld', materials: 'Hovkniv, grönsåpa, hovlapp', hoof: 'LF' },
      { treatment: 'Verkning', notes: 'Alla fyra hovar verkade.' },
    ],
    pharmaceuticals: [
      {
        name: 'Finadyne vet.',
        strength: '50 mg/ml',
        dosage: '1,1 mg/kg',
        length: '3 dagar',
        withdrawalPeriod: '28 dygn',
      },
    ],
  };
  const draft = await api<Journal>('POST', 'journals/create', fields);
  const unsigned = await api<Journal>('POST', 'journals/create', fields);

  // The photos as the upload stores them (bytes under DATA_DIR/uploads, a stored_files row, a journal_photos row),
  // written straight to the database: the photo routes are another part of the issue.
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i + 1)));
  const [user] = await owner<{ id: string }[]>`select id from users where ferrier_id = ${account.ferrierId}`;
  for (const [i, bytes, journalOf] of [...photos.entries()].flatMap(([i, bytes]) => [
    [i, bytes, draft] as const,
    [i, bytes, unsigned] as const,
  ])) {
    const key = `${account.ferrierId}/${crypto.randomUUID()}.webp`;
    const file = path.join(BENCH_DATA_DIR, 'uploads', key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    const [stored] = await owner<{ id: string }[]>`
      insert into stored_files (ferrier_id, storage_key, content_type, size_bytes, width, height, purpose,
                                uploaded_by_user_id)
      values (${account.ferrierId}, ${key}, 'image/webp', ${bytes.byteLength}, 2048, 1536, 'journal_photo', ${user!.id})
      returning id`;
    const onTreatment = i >= PHOTOS / 2;
    await owner`
      insert into journal_photos (ferrier_id, journal_id, treatment_id, file_id, section, position)
      values (${account.ferrierId}, ${journalOf.id}, ${onTreatment ? journalOf.treatments[0]!.id : null}, ${stored!.id},
              ${onTreatment ? 'treatment' : 'general'}, ${i})`;
  }
  await api('POST', `journals/sign/${draft.id}`);
  await api('PUT', `journals/update/${draft.id}`, {
    ...fields,
    treatments: draft.treatments.map(({ id, treatment, materials, notes, hoof }) => ({
      id,
      treatment,
      materials: materials ?? undefined,
      notes: notes ?? undefined,
      hoof: hoof ?? undefined,
    })),
    findings: 'Värmeökning i vänster framhov, pulsation över kotan.',
    amendmentReason: 'Fel hov angiven vid första skrivningen.',
  });
  const journal = await api<Journal>('GET', `journals/details/${draft.id}`);
  const printedPhotos = [...journal.photos, ...journal.treatments.flatMap((t) => t.photos)];
  log(`Journal ${journal.referenceNumber}: ${printedPhotos.length} photos, version ${journal.version}.`);
  if (printedPhotos.length !== PHOTOS)
    log(`Warning: the journal shows ${printedPhotos.length} photos, not ${PHOTOS}.`);

  // The print-document jobs the signing and the amendment queued (the server runs them): waited for by their state.
  const waitStarted = performance.now();
  for (;;) {
    const [jobs] = await owner<{ all: number; done: number }[]>`
      select count(*)::int as all, count(*) filter (where state = 'completed')::int as done
      from pgboss.job where name = 'print-document' and data->>'id' = ${journal.id}`;
    if (jobs!.all >= 2 && jobs!.done === jobs!.all) break;
    if (performance.now() - waitStarted > 120_000)
      throw new Error('the print-document jobs did not complete');
    await new Promise((r) => setTimeout(r, 50));
  }
  const waitedMs = +(performance.now() - waitStarted).toFixed(0);
  log(`The print-document jobs of the signing and the amendment completed (waited ${waitedMs} ms).`);

  const bearer = () => ({ authorization: `Bearer ${token}` });
  const downloadPath = `journals/download/${journal.id}`;
  const firstStarted = performance.now();
  const first = await fetch(`${base}/api/v1/${downloadPath}`, { headers: bearer() });
  const pdfBytes = (await first.arrayBuffer()).byteLength;
  const firstMs = +(performance.now() - firstStarted).toFixed(1);
  if (first.status !== 200) throw new Error(`download: ${first.status}`);
  log(`First download (stored by the job): ${firstMs} ms, ${(pdfBytes / 1024).toFixed(0)} KB.`);

  // pdfkit alone: the same document from what the server reads, made beforehand.
  const [company] = await owner<Omit<JournalPdfCompany, 'logo'>[]>`
    select organization_name as name, organization_number as "organizationNumber", address,
           post_number as "postNumber", post_place as "postPlace", phone, email
    from ferriers where id = ${account.ferrierId}`;
  // The stored photos by their journal_photos row (position i is photos[i]), printed as the server prints them.
  const rows = await owner<{ id: string; position: number }[]>`
    select id, position from journal_photos where journal_id = ${journal.id}`;
  const positions = new Map(rows.map((r) => [r.id, r.position]));
  const pictures = new Map<string, Buffer>();
  for (const p of printedPhotos) pictures.set(p.id, await printed(photos[positions.get(p.id)!]!));
  const input = { journal, company: { ...company!, logo: null }, pictures };

  // A download and a rendering one after the other, turn by turn: on a machine others load, the load of the moment
  // falls on both, so their ratio holds where figures timed minutes apart would not.
  log(`Timing ${REQUESTS} sequential downloads, each followed by pdfkit alone, after 10 of each as warm-up…`);
  const downloads: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    let started = performance.now();
    const res = await fetch(`${base}/api/v1/${downloadPath}`, { headers: bearer() });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`download: ${res.status}`);
    if (i >= 10) downloads.push(performance.now() - started);
    started = performance.now();
    await renderJournalPdf(input);
    if (i >= 10) times.push(performance.now() - started);
  }
  const download = timed(`journals/download (${PHOTOS} photos)`, downloads);
  const alone = timed('pdfkit alone, the same document', times);

  // A draft, printed anew at every download: its first (the thumbnails made), then timed.
  const draftPath = `journals/download/${unsigned.id}`;
  const draftStarted = performance.now();
  const draftFirst = await fetch(`${base}/api/v1/${draftPath}`, { headers: bearer() });
  await draftFirst.arrayBuffer();
  if (draftFirst.status !== 200) throw new Error(`draft download: ${draftFirst.status}`);
  const draftFirstMs = +(performance.now() - draftStarted).toFixed(1);
  const draftAnew = await timedRequests(`journals/download, a draft printed anew (${PHOTOS} photos)`, {
    base,
    pathFor: () => draftPath,
    requests: REQUESTS,
    headers: bearer,
  });

  // What reading the journal costs by itself (no PDF): where the download's time goes beside pdfkit.
  const details = await timedRequests('journals/details (the same journal, JSON)', {
    base,
    pathFor: () => `journals/details/${journal.id}`,
    requests: REQUESTS,
    headers: bearer,
  });
  await owner.end({ timeout: 5 });
  const ratio = +(download.p50 / alone.p50).toFixed(2);
  const draftRatio = +(draftAnew.p50 / alone.p50).toFixed(2);
  // The machine's 1-minute load average at the end: what the figures were timed under.
  const load = +loadavg()[0]!.toFixed(1);

  console.log(`\nThe journal's PDF, ${PHOTOS} photos, ${REQUESTS} requests each (ms):`);
  console.table([download, draftAnew, details, alone]);
  console.log(
    `signed journal's download p50 ${download.p50} ms (target ≤ 300); ${ratio}× pdfkit alone (target ≤ 1.5×); ` +
      `its first download after the job ${firstMs} ms; a draft printed anew p50 ${draftAnew.p50} ms ` +
      `(${draftRatio}×, its first ${draftFirstMs} ms); ${(pdfBytes / 1024).toFixed(0)} KB; load average ${load}`,
  );

  await saveResults(
    'journal-pdf',
    {
      settings: { photos: PHOTOS, requests: REQUESTS },
      loadAverage: load,
      pdfBytes,
      waitedForJobsMs: waitedMs,
      firstDownloadMs: firstMs,
      draftFirstDownloadMs: draftFirstMs,
      results: [download, draftAnew, details, alone],
      ratio,
      draftRatio,
    },
    { trial: small ? 'BENCH_JOURNAL_PDF_SMALL=1' : undefined, log },
  );
} finally {
  await server?.stop();
  await db.drop();
}
