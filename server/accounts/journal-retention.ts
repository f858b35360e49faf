// What the purge of a cancelled account must keep (SJVFS 2023:19): a signed or sent journal stays at least 5 years from
// its last entry — its lines, photos, signatures, amendments and sendings with it, and the rows it cannot be read
// without (the animal, the keeper, the people who wrote and signed it, the account). Those rows stay pseudonymised: no
// sign-in, no email, phone, personnummer or address of a person; the journal itself keeps what it recorded at the
// visit, which is what the law asks to keep. The account's purge date moves to the day the last journal may go, when
// the next run deletes the rest.
import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@/lib/time-zone';
import type { Db } from '@/server/db';

/** Years a journal is kept from its last entry (SJVFS 2023:19). */
export const JOURNAL_RETENTION_YEARS = 5;

export type Retained = { journalIds: string[]; until: string | null };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const tz = sql.raw(`'${TIME_ZONE}'`);

/** The tenant's locked journals whose 5 years from the last entry (visit, signing, amendment) are not over `today`. */
export async function retainedJournals(tx: Tx, tenantId: string, today: string): Promise<Retained> {
  const rows = await tx.execute<{ id: string; until: string }>(sql`
    select j.id, to_char(greatest(
             j.treatment_date,
             (j.signed_at at time zone ${tz})::date,
             (select max(a.created_at at time zone ${tz})::date from journal_amendments a where a.journal_id = j.id)
           ) + make_interval(years => ${JOURNAL_RETENTION_YEARS}), 'YYYY-MM-DD') as until
    from journals j
    where j.ferrier_id = ${tenantId} and j.locked_at is not null`);
  const kept = rows.filter((r) => r.until >= today);
  return {
    journalIds: kept.map((r) => r.id),
    until: kept.reduce<string | null>((max, r) => (max === null || r.until > max ? r.until : max), null),
  };
}

const ids = (list: string[]) =>
  sql`(${sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** The rows of `table` the purge keeps for the retained journals; null when it keeps none of that table. */
export function keptRows(table: string, { journalIds }: Retained): SQL | null {
  if (journalIds.length === 0) return null;
  const journals = ids(journalIds);
  const ofJournals = (column: string) => sql`select ${sql.raw(column)} from journals where id in ${journals}`;
  switch (table) {
    case 'ferriers':
      return sql`true`;
    case 'journals':
      return sql`id in ${journals}`;
    case 'journal_treatments':
    case 'journal_pharmaceuticals':
    case 'journal_hoof_findings':
    case 'journal_photos':
    case 'journal_signatures':
    case 'journal_amendments':
    case 'journal_sendings':
      return sql`journal_id in ${journals}`;
    case 'stored_files':
      return sql`id in (select file_id from journal_photos where journal_id in ${journals})`;
    case 'animals':
      return sql`id in (${ofJournals('animal_id')})`;
    case 'customers':
      return sql`id in (${ofJournals('customer_id')})`;
    case 'users':
      return sql`id in (${ofJournals('created_by_user_id')}
        union ${ofJournals('signed_by_user_id')}
        union select user_id from journal_signatures where journal_id in ${journals}
        union select author_user_id from journal_amendments where journal_id in ${journals})`;
    default:
      return null;
  }
}

/**
 * Takes the personal data off the rows kept for the journals and closes the account for good: its people cannot
 * sign in (their credentials and sessions are gone with the rest), their emails are freed for a new sign-up.
 */
export async function pseudonymise(tx: Tx, tenantId: string, { until }: Retained): Promise<void> {
  const gone = (id: SQL) => sql`'deleted-' || ${id} || '@invalid.invalid'`;
  await tx.execute(sql`
    update customers set first_name = 'Raderad', last_name = null, email = null, phone = null, personal_id = null,
      organization_number = null, address = null, postal_code = null, city = null, billing_address = null,
      billing_postal_code = null, billing_city = null, accounting_customer_number = null, status = 'inactive'
    where ferrier_id = ${tenantId}`);
  await tx.execute(sql`
    update animals set customer_id = null, insurance_company = null, special_needs = null, stable = null,
      address = null, city = null, postal_code = null, status = 'inactive'
    where ferrier_id = ${tenantId}`);
  // The name stays: it is the author's or signer's on a legal record.
  await tx.execute(sql`
    update users set email = ${gone(sql`id::text`)}, email_verified = false where ferrier_id = ${tenantId}`);
  await tx.execute(sql`
    update ferriers set email = ${gone(sql`id::text`)}, phone = null, notes = null, profile_picture_file_id = null,
      logo_file_id = null, purge_after = ${until}::date
    where id = ${tenantId}`);
}
