// Bulk rows for the benchmarks: `rows` customers and `rows` animals in one tenant, written by the owner in a few
// statements, and accounts of their own to log in with (bench/api.ts seeds one tenant per size).
import { hashPassword } from 'better-auth/crypto';
import postgres from 'postgres';

/**
 * Customers and animals with realistic Swedish names, cities and breeds; numbers keep the rows distinct. An animal's
 * owner is one of the first thousand customers (by id), so at 100,000 rows an owner has a hundred horses.
 */
export async function insertRegisters(url: string, ferrierId: string, rows: number): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into customers (ferrier_id, first_name, last_name, email, phone, city, postal_code,
                             billing_address, billing_postal_code, billing_city)
      select ${ferrierId},
             (array['Anna','Lars','Karin','Per','Maja','Erik','Sofia','Johan','Elin','Nils','Åsa','Örjan'])[1 + i % 12],
             (array['Berg','Lind','Ström','Nilsson','Holm','Öberg','Sjöberg','Ek','Wikström','Andersson'])[1 + (i / 12) % 10] || '-' || i,
             'kund' || i || '@example.se',
             '+4670' || lpad((1000000 + i)::text, 7, '0'),
             (array['Uppsala','Knivsta','Enköping','Märsta','Bålsta','Sigtuna','Tierp','Östhammar'])[1 + i % 8],
             lpad((74000 + i % 1000)::text, 5, '0'),
             'Stallvägen ' || (i % 90 + 1), lpad((74000 + i % 1000)::text, 5, '0'), 'Uppsala'
      from generate_series(1, ${rows}) as i`;
    // Without fresh statistics the animals' insert below is planned as if customers were empty: the lateral owner
    // lookup then scans the table for every row (over 15 minutes at 100,000 rows, against about 20 seconds).
    await sql`analyze customers`;
    await sql`
      insert into animals (ferrier_id, name, customer_id, animal_type_id, breed_id, city, postal_code, address,
                           latest_visit, next_visit, shoeing_interval_weeks, microchip_number)
      select ${ferrierId},
             (array['Kanel','Storm','Bamse','Saga','Tor','Ronja','Blixten','Pippi','Zorro','Sörla'])[1 + i % 10] || ' ' || i,
             c.id, b.animal_type_id, b.id, 'Uppsala', '75320', 'Stallvägen 1',
             current_date - (i % 70), current_date - (i % 70) + 42, 6,
             lpad((752098100000000 + i)::text, 15, '0')
      from generate_series(1, ${rows}) as i
      join lateral (select id from customers where ferrier_id = ${ferrierId} order by id offset (i % 1000) limit 1) c on true
      left join lateral (select id, animal_type_id from animal_breeds order by name_en offset (i % 5) limit 1) b on true`;
    // As autovacuum leaves insert-only tables: statistics fresh and the pages marked all-visible, so index-only scans
    // read no table rows.
    await sql`vacuum analyze customers, animals`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export type BenchAccount = { ferrierId: string; email: string; password: string };

/** An active account with one verified owner who can log in with `email` and `password`. */
export async function createAccount(url: string, email: string, password: string): Promise<BenchAccount> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const hash = await hashPassword(password);
    return await sql.begin(async (tx) => {
      const [ferrier] = await tx<{ id: string }[]>`
        insert into ferriers (first_name, last_name, email, organization_name, organization_number, language, status,
                              trial_ends_at)
        values ('Bänk', 'Testsson', ${email}, 'Bänk Hovslageri AB', '5560160680', 'sv', 'active',
                now() + interval '7 days')
        returning id`;
      const [user] = await tx<{ id: string }[]>`
        insert into users (ferrier_id, role, name, first_name, last_name, email, email_verified, language)
        values (${ferrier!.id}, 'owner', 'Bänk Testsson', 'Bänk', 'Testsson', ${email}, true, 'sv')
        returning id`;
      await tx`
        insert into accounts (user_id, account_id, provider_id, password)
        values (${user!.id}, ${user!.id}, 'credential', ${hash})`;
      return { ferrierId: ferrier!.id, email, password };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A bearer token for the account, from ferriers/login on the server at `base`. */
export async function login(base: string, account: BenchAccount): Promise<string> {
  const res = await fetch(`${base}/api/v1/ferriers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`login ${account.email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
