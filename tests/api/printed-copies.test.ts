// Issued documents printed once and stored (server/pdf/printed-copies.ts): registering an invoice or signing a
// journal queues the print-document job once its transaction has committed (a rolled-back one queues nothing); the job
// prints and stores each version once; a download after it serves the stored bytes, printing nothing; marking an
// invoice sent keeps its copy, while a change of anything printed (an amendment, the logo) gives a new copy; a draft is
// printed anew at every download; another account's id is still a 404. The job is run here by its handler, as the
// runner would, so what the tests count is what they did (the queued runs wait in pg-boss, no runner started).
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { printedDocuments, storedFiles } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { logger } from '@/server/logger';
import { printDocument } from '@/server/pdf/print-document-job';
import { printWhenCommitted } from '@/server/pdf/printed-copies';
import { storage } from '@/server/storage/storage';
import { call, callFile } from '../support/api-client';
import { createAnimal, createCustomer, createFerrier, dayFromToday } from '../support/factories';
import { runJob } from '../support/jobs';

type Owner = Awaited<ReturnType<typeof createFerrier>>;

let me: Owner;
let other: Owner;
beforeAll(async () => {
  [me, other] = await Promise.all([createFerrier(), createFerrier()]);
});

/** The print-document runs queued for a document (after a commit). */
async function queuedPrints(id: string): Promise<number> {
  // pg-boss makes its schema when the first run is queued.
  const [queue] = await systemDb().execute<{ t: string | null }>(sql`select to_regclass('pgboss.job') as t`);
  if (!queue?.t) return 0;
  const rows = await systemDb().execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'print-document' and data->>'id' = ${id}`,
  );
  return rows[0]!.n;
}

/** The document's stored copy: its fingerprint, file and bytes; null when it has none. */
async function storedCopy(kind: 'invoice' | 'journal', id: string) {
  const [row] = await systemDb()
    .select({
      fingerprint: printedDocuments.fingerprint,
      sourceVersion: printedDocuments.sourceVersion,
      fileId: printedDocuments.fileId,
      key: storedFiles.storageKey,
    })
    .from(printedDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, printedDocuments.fileId))
    .where(and(eq(printedDocuments.kind, kind), eq(printedDocuments.recordId, id)));
  if (!row) return null;
  return { ...row, bytes: new Uint8Array((await storage().get(row.key))!) };
}

/** How many printed copies the account's storage holds (current and replaced). */
async function printedFiles(owner: Owner): Promise<number> {
  const rows = await systemDb()
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.ferrierId, owner.ferrierId), eq(storedFiles.purpose, 'printed')));
  return rows.length;
}

const download = async (owner: Owner, kind: 'invoice' | 'journal', id: string) => {
  const res = await callFile(`${kind}s/download/${id}`, owner.token);
  expect(res.status).toBe(200);
  return res.pdf;
};

async function draftInvoice(owner: Owner) {
  const customer = await createCustomer(owner, { firstName: 'Märta', lastName: 'Ågren' });
  const res = await call('POST', 'invoices/create', {
    token: owner.token,
    body: {
      customerId: customer.id,
      invoiceDate: dayFromToday(0),
      lines: [{ kind: 'other', name: 'Skoning, fyra hovar', quantity: 1, pricePerUnit: 1450, vat: 25 }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...(res.body.data as { id: string }), customerId: customer.id };
}

async function setStatus(owner: Owner, id: string, status: string) {
  const res = await call('PUT', `invoices/update-status/${id}`, { token: owner.token, body: { status } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function uploadLogo(owner: Owner, colour: string) {
  const logo = await sharp({ create: { width: 400, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const res = await call('PUT', `ferriers/update/${owner.ferrierId}`, { token: owner.token, raw: form });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('an issued invoice', () => {
  it('is printed once by the job after registering, and downloads serve those bytes until something printed changes', async () => {
    const { id } = await draftInvoice(me);
    expect(await queuedPrints(id)).toBe(0);
    await setStatus(me, id, 'registered');
    expect(await queuedPrints(id)).toBe(1);

    expect(await printDocument({ ferrierId: me.ferrierId, kind: 'invoice', id })).toEqual({ printed: 1 });
    const first = (await storedCopy('invoice', id))!;
    expect(first.bytes.byteLength).toBeGreaterThan(1000);
    // A second run has nothing to do.
    expect(await printDocument({ ferrierId: me.ferrierId, kind: 'invoice', id })).toEqual({ printed: 0 });
    const files = await printedFiles(me);

    // Downloads serve the stored bytes: identical, and nothing printed or stored anew.
    expect(await download(me, 'invoice', id)).toEqual(first.bytes);
    expect(await download(me, 'invoice', id)).toEqual(first.bytes);
    expect(await printedFiles(me)).toBe(files);

    // Sent and paid: statuses the PDF does not print keep the copy; the download notes the invoice's new version, so
    // the next one is the short way (one statement) again.
    expect(first.sourceVersion).toBeTruthy();
    await setStatus(me, id, 'sent');
    await setStatus(me, id, 'paid');
    expect(await download(me, 'invoice', id)).toEqual(first.bytes);
    const paid = await storedCopy('invoice', id);
    expect(paid).toMatchObject({ fileId: first.fileId, fingerprint: first.fingerprint });
    expect(paid!.sourceVersion).not.toBe(first.sourceVersion);
    expect(await download(me, 'invoice', id)).toEqual(first.bytes);

    // A new logo is printed on it: another fingerprint, a new copy, the old one left to the cleanup.
    await uploadLogo(me, '#1d4a37');
    const withLogo = await download(me, 'invoice', id);
    expect(withLogo).not.toEqual(first.bytes);
    const second = (await storedCopy('invoice', id))!;
    expect(second.fingerprint).not.toBe(first.fingerprint);
    expect(second.fileId).not.toBe(first.fileId);
    expect(second.bytes).toEqual(withLogo);
    expect(await printedFiles(me)).toBe(files + 1);
    // …and is then served as stored.
    expect(await download(me, 'invoice', id)).toEqual(withLogo);
    expect(await printedFiles(me)).toBe(files + 1);
  });

  it('an edit of a registered invoice is never answered by the copy of before, nor are bytes gone from storage', async () => {
    const { id, customerId } = await draftInvoice(me);
    await setStatus(me, id, 'registered');
    await printDocument({ ferrierId: me.ferrierId, kind: 'invoice', id });
    const before = (await storedCopy('invoice', id))!;
    expect(await download(me, 'invoice', id)).toEqual(before.bytes);

    const edited = await call('PUT', `invoices/update/${id}`, {
      token: me.token,
      body: {
        customerId,
        invoiceDate: dayFromToday(0),
        lines: [{ kind: 'other', name: 'Verkning, fyra hovar', quantity: 1, pricePerUnit: 650, vat: 25 }],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await download(me, 'invoice', id);
    expect(after).not.toEqual(before.bytes);
    const now = (await storedCopy('invoice', id))!;
    expect(now.fingerprint).not.toBe(before.fingerprint);
    expect(now.bytes).toEqual(after);

    // The copy's bytes lost (a restore without them): printed again, not a failure.
    await storage().remove(now.key);
    const again = await download(me, 'invoice', id);
    expect(again.byteLength).toBeGreaterThan(1000);
    expect((await storedCopy('invoice', id))!.key).not.toBe(now.key);
  });

  it('a credit invoice is printed by the job its crediting queued', async () => {
    const { id } = await draftInvoice(me);
    await setStatus(me, id, 'registered');
    const credited = await call('POST', `invoices/credit/${id}`, { token: me.token });
    expect(credited.status, JSON.stringify(credited.body)).toBe(201);
    const creditId = (credited.body.data as { id: string }).id;
    expect(await queuedPrints(creditId)).toBe(1);
    expect(await printDocument({ ferrierId: me.ferrierId, kind: 'invoice', id: creditId })).toEqual({
      printed: 1,
    });
    expect(await download(me, 'invoice', creditId)).toEqual((await storedCopy('invoice', creditId))!.bytes);
  });

  it('a draft is printed anew at every download and never stored; the job leaves it', async () => {
    const { id } = await draftInvoice(me);
    await download(me, 'invoice', id);
    await download(me, 'invoice', id);
    expect(await storedCopy('invoice', id)).toBeNull();
    expect(await printDocument({ ferrierId: me.ferrierId, kind: 'invoice', id })).toEqual({ printed: 0 });
    expect(await storedCopy('invoice', id)).toBeNull();
    expect(await queuedPrints(id)).toBe(0);
  });

  it('another account’s issued invoice is a 404 for the download, and nothing for the job', async () => {
    const { id } = await draftInvoice(me);
    await setStatus(me, id, 'registered');
    expect((await callFile(`invoices/download/${id}`, other.token)).status).toBe(404);
    expect(await printDocument({ ferrierId: other.ferrierId, kind: 'invoice', id })).toEqual({ printed: 0 });
    expect(await storedCopy('invoice', id)).toBeNull();
  });
});

describe('a signed journal', () => {
  async function signedJournal(owner: Owner) {
    const customer = await createCustomer(owner, { firstName: 'Märta', lastName: 'Ågren' });
    const animal = await createAnimal(owner, { name: 'Kanel från Östergården', customerId: customer.id });
    const body = {
      treatmentDate: dayFromToday(0),
      treatmentTime: '09:30',
      animalId: animal.id,
      customerId: customer.id,
      findings: 'Värmeökning i höger framhov.',
      treatments: [{ treatment: 'Dränering av hovböld', materials: 'Hovkniv, grönsåpa', hoof: 'LF' }],
      pharmaceuticals: [{ name: 'Finadyne vet.', dosage: '1,1 mg/kg', withdrawalPeriod: '28 dygn' }],
    };
    const res = await call('POST', 'journals/create', { token: owner.token, body: { ...body, sign: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: (res.body.data as { id: string }).id, body };
  }

  it('is printed once per version: the job after signing, a new copy after an amendment', async () => {
    const { id, body } = await signedJournal(me);
    expect(await queuedPrints(id)).toBe(1);
    expect(await printDocument({ ferrierId: me.ferrierId, kind: 'journal', id })).toEqual({ printed: 1 });
    expect(await printDocument({ ferrierId: me.ferrierId, kind: 'journal', id })).toEqual({ printed: 0 });
    const signed = (await storedCopy('journal', id))!;
    const files = await printedFiles(me);
    expect(await download(me, 'journal', id)).toEqual(signed.bytes);
    expect(await printedFiles(me)).toBe(files);

    const amended = await call('PUT', `journals/update/${id}`, {
      token: me.token,
      body: { ...body, findings: 'Värmeökning i vänster framhov.', amendmentReason: 'Fel hov angiven.' },
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(await queuedPrints(id)).toBe(2);
    // Downloaded before the job ran: printed now from what it shows, stored, and the job then has nothing to do.
    const now = await download(me, 'journal', id);
    expect(now).not.toEqual(signed.bytes);
    const copy = (await storedCopy('journal', id))!;
    expect(copy.fingerprint).not.toBe(signed.fingerprint);
    expect(copy.bytes).toEqual(now);
    expect(await printDocument({ ferrierId: me.ferrierId, kind: 'journal', id })).toEqual({ printed: 0 });
    expect(await download(me, 'journal', id)).toEqual(now);
    expect(await printedFiles(me)).toBe(files + 1);
  });

  it('is printed by the job as the runner runs it', { timeout: 90_000 }, async () => {
    const { id } = await signedJournal(me);
    // Every file of this suite that registers an invoice or signs a journal queues a print in the shared database,
    // and no runner of theirs takes it: the runner started here would print that backlog before this one (it timed
    // out at 30 s in a full run). Those runs belong to no test; this one is the one asserted.
    await systemDb().execute(
      sql`delete from pgboss.job where name = 'print-document' and state in ('created', 'retry') and data->>'id' <> ${id}`,
    );
    await runJob('print-document', { payload: { ferrierId: me.ferrierId, kind: 'journal', id } });
    const copy = (await storedCopy('journal', id))!;
    expect(await download(me, 'journal', id)).toEqual(copy.bytes);
  });

  it('another account’s journal is a 404, its copy unread', async () => {
    const { id } = await signedJournal(me);
    await printDocument({ ferrierId: me.ferrierId, kind: 'journal', id });
    expect((await callFile(`journals/download/${id}`, other.token)).status).toBe(404);
  });
});

describe('the after-commit step', () => {
  const callerOf = (owner: Owner) => ({
    ferrierId: owner.ferrierId,
    userId: owner.userId,
    role: 'owner' as const,
    locale: 'en' as const,
    log: logger,
  });

  it('runs once the transaction has committed, and not at all after a rollback', async () => {
    const id = crypto.randomUUID();
    await expect(
      inTenant(callerOf(me), async (ctx) => {
        printWhenCommitted(ctx, 'invoice', id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queuedPrints(id)).toBe(0);

    const seen: string[] = [];
    await inTenant(callerOf(me), async (ctx) => {
      ctx.afterCommit(async () => {
        // The transaction's write is visible from another connection: it has committed.
        const [row] = await systemDb().execute<{ n: number }>(
          sql`select count(*)::int as n from customers where id = ${id}`,
        );
        seen.push(`committed ${row!.n}`);
      });
      ctx.afterCommit(() => {
        throw new Error('a failing step is logged, not thrown');
      });
      ctx.afterCommit(() => void seen.push('the next still runs'));
      printWhenCommitted(ctx, 'invoice', id);
      printWhenCommitted(ctx, 'invoice', id);
      await ctx.db.execute(
        sql`insert into customers (id, ferrier_id, first_name, last_name) values (${id}, ${me.ferrierId}, 'Stina', 'Öberg')`,
      );
      seen.push('work done');
    });
    expect(seen).toEqual(['work done', 'committed 1', 'the next still runs']);
    // Asked twice in one transaction, queued once.
    expect(await queuedPrints(id)).toBe(1);
  });
});
