// An account with rows in every table of the schema: through the API where an endpoint exists, otherwise inserted
// the way the coming features will write them. Used to prove the purge leaves nothing of an account behind.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { systemDb } from '@/server/db/system';
import { storage } from '@/server/storage/storage';
import { call } from './api-client';
import { createAnimal, createCustomer, createFerrier, createProduct, createService } from './factories';

async function png(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#7a4b2a' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  const rows = await systemDb().execute<T>(query);
  expect(rows.length).toBe(1);
  return rows[0] as T;
}

export type FullTenant = Awaited<ReturnType<typeof createFerrier>> & { storageKeys: string[] };

export async function createFullTenant(): Promise<FullTenant> {
  const owner = await createFerrier(); // ferriers, users, accounts, sessions
  const f = owner.ferrierId;
  const u = owner.userId;

  // A logo through the API (stored_files and bytes in the uploads folder).
  const form = new FormData();
  form.set('logo', await png(), 'logo.png');
  const logo = await call('PUT', `ferriers/update/${f}`, { token: owner.token, raw: form });
  expect(logo.status, JSON.stringify(logo.body)).toBe(200);
  // A reset link asked for: Better Auth keeps its token in verifications, by user id.
  expect((await call('POST', 'ferriers/forgot-password', { body: { email: owner.email } })).status).toBe(200);
  // A change of sign-in email asked for: its code is kept by user id and the new address.
  const changing = await call('POST', `ferriers/change-email/${f}`, {
    token: owner.token,
    body: { newEmail: `changing-${randomUUID()}@example.se` },
  });
  expect(changing.status, JSON.stringify(changing.body)).toBe(200);

  const customer = await createCustomer(owner);
  const animal = await createAnimal(owner, { customerId: customer.id });
  const product = await createProduct(owner);
  const service = await createService(owner);

  const staff = await one<{ id: string }>(sql`
    insert into users (ferrier_id, role, name, first_name, last_name, email, email_verified)
    values (${f}, 'staff', 'Sven Stall', 'Sven', 'Stall', ${`staff-${randomUUID()}@example.se`}, true)
    returning id`);
  await systemDb().execute(
    sql`insert into staff_profiles (ferrier_id, user_id, title) values (${f}, ${staff.id}, 'Lärling')`,
  );
  await systemDb().execute(
    sql`insert into staff_invitations (ferrier_id, user_id, token_hash, expires_at)
        values (${f}, ${staff.id}, ${randomUUID().replace(/-/g, '').repeat(2)}, now() + interval '7 days')`,
  );

  const booking = await one<{ id: string }>(sql`
    insert into bookings (ferrier_id, start_at, end_at, customer_id)
    values (${f}, now(), now() + interval '1 hour', ${customer.id}) returning id`);
  await systemDb().execute(
    sql`insert into booking_animals (ferrier_id, booking_id, animal_id) values (${f}, ${booking.id}, ${animal.id})`,
  );
  // Treated today as Stockholm counts days (current_date is the server's UTC day: the day before, after midnight here).
  const journal = await one<{ id: string }>(sql`
    insert into journals (ferrier_id, reference_number, booking_id, customer_id, animal_id, created_by_user_id,
                          signed_by_user_id, treatment_date, diagnosis, signed_at)
    values (${f}, 'J-2026-0001', ${booking.id}, ${customer.id}, ${animal.id}, ${u}, ${u},
            (now() at time zone 'Europe/Stockholm')::date, 'Hovböld', now())
    returning id`);
  await systemDb().execute(sql`
    insert into booking_services (ferrier_id, booking_id, service_id, quantity)
    values (${f}, ${booking.id}, ${service.id}, 1)`);
  await systemDb().execute(sql`
    insert into reference_counters (ferrier_id, kind, year, last) values (${f}, 'B', 2026, 1)`);
  await systemDb().execute(sql`
    insert into audit_events (ferrier_id, record_type, record_id, action, user_id)
    values (${f}, 'booking', ${booking.id}, 'created', ${u})`);
  const treatment = await one<{ id: string }>(sql`
    insert into journal_treatments (ferrier_id, journal_id, treatment, hoof)
    values (${f}, ${journal.id}, 'Verkning', 'LF') returning id`);
  await systemDb().execute(sql`
    insert into journal_pharmaceuticals (ferrier_id, journal_id, name, withdrawal_period)
    values (${f}, ${journal.id}, 'Equipalazone', '0 dagar')`);
  const photoKey = `${f}/${randomUUID()}.webp`;
  await storage().put(photoKey, Buffer.from('journal photo bytes'));
  const photo = await one<{ id: string }>(sql`
    insert into stored_files (ferrier_id, storage_key, content_type, size_bytes, purpose, uploaded_by_user_id)
    values (${f}, ${photoKey}, 'image/webp', 19, 'journal_photo', ${u}) returning id`);
  await systemDb().execute(sql`
    insert into journal_photos (ferrier_id, journal_id, treatment_id, file_id, section)
    values (${f}, ${journal.id}, ${treatment.id}, ${photo.id}, 'treatment')`);
  await systemDb().execute(sql`
    insert into journal_hoof_findings (ferrier_id, journal_id, hoof, findings)
    values (${f}, ${journal.id}, 'LF', 'Hovböld medialt')`);
  await systemDb().execute(sql`
    insert into journal_sendings (ferrier_id, journal_id, to_address, sent_by_user_id)
    values (${f}, ${journal.id}, 'agare@example.se', ${u})`);
  await systemDb().execute(sql`
    insert into journal_signatures (ferrier_id, journal_id, user_id, journal_version, content_hash, signer_name)
    values (${f}, ${journal.id}, ${u}, 1, 'sha256:abc', 'Åsa Lind-Berg')`);
  await systemDb().execute(sql`
    insert into journal_amendments (ferrier_id, journal_id, version, author_user_id, field, reason)
    values (${f}, ${journal.id}, 2, ${staff.id}, 'findings', 'Stavfel')`);
  await systemDb().execute(sql`
    insert into journal_templates (ferrier_id, name, source_journal_id, created_by_user_id)
    values (${f}, 'Vanlig skoning', ${journal.id}, ${u})`);
  const invoice = await one<{ id: string }>(sql`
    insert into invoices (ferrier_id, customer_id, booking_id, journal_id, invoice_date, due_date)
    values (${f}, ${customer.id}, ${booking.id}, ${journal.id}, current_date, current_date + 30) returning id`);
  await systemDb().execute(sql`
    insert into invoice_lines (ferrier_id, invoice_id, kind, name, service_id, product_id, quantity,
                               price_per_unit_ore, vat_percent, line_total_ore, vat_amount_ore)
    values (${f}, ${invoice.id}, 'service', 'Skoning', ${service.id}, null, 1, 145000, 25, 145000, 36250),
           (${f}, ${invoice.id}, 'product', 'Stålsko', null, ${product.id}, 2, 14900, 25, 29800, 7450)`);
  const invoicePdfKey = `${f}/${randomUUID()}.pdf`;
  await storage().put(invoicePdfKey, Buffer.from('%PDF invoice bytes'));
  const invoicePdf = await one<{ id: string }>(sql`
    insert into stored_files (ferrier_id, storage_key, content_type, size_bytes, purpose, uploaded_by_user_id)
    values (${f}, ${invoicePdfKey}, 'application/pdf', 18, 'invoice', ${u}) returning id`);
  await systemDb().execute(sql`
    insert into invoice_sendings (ferrier_id, invoice_id, to_address, file_id, sent_by_user_id, mailed_at)
    values (${f}, ${invoice.id}, 'kund@example.se', ${invoicePdf.id}, ${u}, now())`);
  // Its kept printed copy (server/pdf/printed-copies.ts), here the same file as mailed.
  await systemDb().execute(sql`
    insert into printed_documents (ferrier_id, kind, record_id, fingerprint, file_id)
    values (${f}, 'invoice', ${invoice.id}, 'fingerprint', ${invoicePdf.id})`);
  await systemDb().execute(sql`
    insert into accounting_connections (ferrier_id, provider, access_token_encrypted, refresh_token_encrypted, expires_at)
    values (${f}, 'fortnox', 'enc-a', 'enc-r', now() + interval '1 hour')`);
  await systemDb().execute(sql`
    insert into oauth_states (ferrier_id, user_id, provider, state_hash, expires_at)
    values (${f}, ${u}, 'fortnox', encode(sha256(gen_random_uuid()::text::bytea), 'hex'), now() + interval '10 minutes')`);
  await systemDb().execute(
    sql`insert into payment_methods (ferrier_id, bankgiro) values (${f}, '56781234') on conflict do nothing`,
  );
  await systemDb().execute(
    sql`insert into subscriptions (ferrier_id, plan) values (${f}, 'base') on conflict do nothing`,
  );
  await systemDb().execute(sql`
    insert into icalendar_tokens (ferrier_id, user_id, token_hash, token_sealed) values (${f}, ${u}, ${randomUUID().replaceAll('-', '')}, 'sealed')`);
  await systemDb().execute(sql`
    insert into share_codes (ferrier_id, journal_id, code_hash, created_by_user_id)
    values (${f}, ${journal.id}, ${randomUUID()}, ${u})`);
  await systemDb().execute(sql`
    insert into messages (ferrier_id, sender_user_id, receiver_user_id, body)
    values (${f}, ${u}, ${staff.id}, 'Ta med raspen')`);
  await systemDb().execute(
    sql`insert into notifications (ferrier_id, user_id, kind) values (${f}, ${staff.id}, 'low_stock')`,
  );

  const keys = await systemDb().execute<{ key: string }>(
    sql`select storage_key as key from stored_files where ferrier_id = ${f}`,
  );
  return { ...owner, storageKeys: keys.map((k) => k.key) };
}
