// Benchmark (not a test; it never fails on timing) of issue 24's PDF: invoices/download/{id} of a registered invoice
// (5 lines at three VAT rates, every payment way, a Swish QR code), as p50/p95 of sequential requests to the
// production server after a warm-up — the "p50 ≤ 200 ms" — and the ratio of that p50 to pdfkit alone writing
// the same document in this process: "≤ 1.5×". An issued invoice is printed once, by the print-document job queued
// when it was registered (server/pdf/printed-copies.ts): the bench waits until every invoice's job has completed (the
// stored state, not a time), then times each invoice's first download (a different invoice every request) and the
// same invoice again, both served from the stored copy; and, apart, a draft, printed anew at every download.
// Run: npm run bench:invoice-pdf. Results are printed and written to bench/results/invoice-pdf.json.
//
// Env: BENCH_REQUESTS (100) timed downloads and as many renderings. BENCH_INVOICE_PDF_SMALL=1 for a trial run of 20
// that writes no results file.
import { loadavg } from 'node:os';
import { todayInStockholm } from '@/lib/time-zone';
import type { Invoice } from '@/lib/validation/invoice';
import { renderInvoicePdf } from '@/server/invoices/pdf/invoice-pdf';
import { createTestDatabase } from '@/tests/support/test-database';
import { timeCalls, timed } from './support/percentiles';
import type { ProductionServer } from './support/production-server';
import { saveResults } from './support/results-file';
import { serverAccount } from './support/server-account';
import { timedRequests } from './support/timed-requests';

const small = process.env.BENCH_INVOICE_PDF_SMALL === '1';
const REQUESTS = Number(process.env.BENCH_REQUESTS || (small ? 20 : 100));
const WARMUP = 10;

const log = (m: string) => console.log(`[bench:invoice-pdf] ${m}`);

const db = await createTestDatabase('bench_invoice_pdf');
let server: ProductionServer | undefined;
try {
  const bench = await serverAccount(db, {
    email: `bench-invoice-pdf-${Date.now()}@hovbook.se`,
    company: (owner, account) => owner`
      update ferriers set phone = '+46701112233', address = 'Smedjegatan 4', post_number = '74192',
        post_place = 'Knivsta', vat_number = 'SE556016068001', f_tax = true
      where id = ${account.ferrierId}`,
    log,
  });
  server = bench.server;
  const { account, owner, base, token, api } = bench;

  await api('PUT', `paymentMethods/update/${account.ferrierId}`, {
    bankgiro: '5050-1055',
    plusgiro: '90 20 03-3',
    bankClearing: '8327-9',
    bankAccount: '123 456 789-7',
    swishNumber: '123 456 78 90',
  });
  const customer = await api<{ id: string }>('POST', 'customers/create', {
    firstName: 'Märta',
    lastName: 'Ågren',
    email: 'marta@example.se',
    address: 'Stallbacken 2',
    postalCode: '741 93',
    city: 'Alsike',
    billingAddress: 'Stallbacken 2',
    billingPostalCode: '741 93',
    billingCity: 'Alsike',
  });
  const lines = [
    { kind: 'other', name: 'Skoning, fyra hovar (varmbeslag)', quantity: 1, pricePerUnit: 1450, vat: 25 },
    {
      kind: 'other',
      name: 'Extra arbete: hovböld, dränering',
      quantity: 0.5,
      unit: 2,
      pricePerUnit: 800,
      vat: 25,
    },
    { kind: 'other', name: 'Hovlapp med grönsåpa', quantity: 3, pricePerUnit: 89.5, discount: 10, vat: 25 },
    { kind: 'other', name: 'Biotinfoder, 3 kg', quantity: 1, pricePerUnit: 319.9, vat: 12 },
    { kind: 'other', name: 'Milersättning 42 km', quantity: 42, pricePerUnit: 2.5, vat: 0 },
  ];
  // One registered invoice per timed first download (and its warm-up), each printed for the first time when asked.
  const count = REQUESTS + WARMUP;
  log(`Creating and registering ${count} invoices…`);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const draft = await api<Invoice>('POST', 'invoices/create', {
      customerId: customer.id,
      invoiceDate: todayInStockholm(),
      lines,
      note: 'Tack för att du anlitar oss! Nästa skoning om sex–åtta veckor.',
    });
    await api('PUT', `invoices/update-status/${draft.id}`, { status: 'registered' });
    ids.push(draft.id);
  }
  const draft = await api<Invoice>('POST', 'invoices/create', {
    customerId: customer.id,
    invoiceDate: todayInStockholm(),
    lines,
    note: 'Tack för att du anlitar oss! Nästa skoning om sex–åtta veckor.',
  });
  const invoice = await api<Invoice>('GET', `invoices/details/${ids[0]}`);

  // The print-document jobs registering queued (the server runs them): waited for by their state.
  const waitStarted = performance.now();
  for (;;) {
    const [jobs] = await owner<{ done: number }[]>`
      select count(distinct data->>'id')::int as done from pgboss.job
      where name = 'print-document' and state = 'completed' and data->>'id' in ${owner(ids)}`;
    if (jobs!.done === ids.length) break;
    if (performance.now() - waitStarted > 300_000)
      throw new Error('the print-document jobs did not complete');
    await new Promise((r) => setTimeout(r, 100));
  }
  const waitedMs = +(performance.now() - waitStarted).toFixed(0);
  log(`The print-document jobs of ${ids.length} invoices completed (waited ${waitedMs} ms).`);
  log(`Invoice ${invoice.invoiceNumber}: ${invoice.lines.length} lines, ${invoice.grandTotal} kr.`);

  const bearer = () => ({ authorization: `Bearer ${token}` });
  const first = await timedRequests('invoices/download, each invoice the first time (stored by its job)', {
    base,
    pathFor: (i) => `invoices/download/${ids[i]}`,
    requests: REQUESTS,
    warmup: WARMUP,
    headers: bearer,
  });
  const again = await timedRequests('invoices/download, the same invoice again', {
    base,
    pathFor: () => `invoices/download/${ids[0]}`,
    requests: REQUESTS,
    warmup: WARMUP,
    headers: bearer,
  });
  const anew = await timedRequests('invoices/download, a draft printed anew', {
    base,
    pathFor: () => `invoices/download/${draft.id}`,
    requests: REQUESTS,
    warmup: WARMUP,
    headers: bearer,
  });
  const probe = await fetch(`${base}/api/v1/invoices/download/${ids[0]}`, { headers: bearer() });
  const pdfBytes = (await probe.arrayBuffer()).byteLength;
  // What reading the invoice costs by itself (no PDF): where the download's time goes beside pdfkit.
  const details = await timedRequests('invoices/details (the same invoice, JSON)', {
    base,
    pathFor: () => `invoices/details/${ids[0]}`,
    requests: REQUESTS,
    warmup: WARMUP,
    headers: bearer,
  });

  // pdfkit alone: the same document from what the server reads.
  const { times } = await timeCalls(() => renderInvoicePdf({ invoice }), { runs: REQUESTS, warmup: WARMUP });
  const alone = timed('pdfkit alone, the same document', times);
  await owner.end({ timeout: 5 });
  const ratioFirst = +(first.p50 / alone.p50).toFixed(2);
  const ratioAgain = +(again.p50 / alone.p50).toFixed(2);
  const ratioDraft = +(anew.p50 / alone.p50).toFixed(2);
  const load = +loadavg()[0]!.toFixed(1);

  console.log(`\nThe invoice's PDF, ${REQUESTS} requests each (ms):`);
  console.table([first, again, anew, details, alone]);
  console.log(
    `issued invoice's download p50 ${first.p50} ms the first time, ${again.p50} ms again (target ≤ 200); ` +
      `${ratioFirst}× / ${ratioAgain}× pdfkit alone (target ≤ 1.5×); a draft printed anew ${anew.p50} ms ` +
      `(${ratioDraft}×); ${(pdfBytes / 1024).toFixed(1)} KB; load average ${load}`,
  );

  await saveResults(
    'invoice-pdf',
    {
      settings: { requests: REQUESTS, lines: lines.length },
      loadAverage: load,
      waitedForJobsMs: waitedMs,
      pdfBytes,
      results: [first, again, anew, details, alone],
      ratio: { first: ratioFirst, again: ratioAgain, draftPrintedAnew: ratioDraft },
    },
    { trial: small ? 'BENCH_INVOICE_PDF_SMALL=1' : undefined, log },
  );
} finally {
  await server?.stop();
  await db.drop();
}
