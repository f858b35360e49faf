// The bare baseline of `npm run bench:api` (issue 11): what the authenticated animals/list and animals/details reads
// cost with nothing but node:http and postgres.js. Per request: the bearer token → its session and user (the owner's
// connection, as Better Auth reads them), the tenant's status, then the read, in the same SQL as Hovbook's and behind
// the same wall (the app role, one transaction naming the tenant, BEGIN and the tenant sent with the read), answered
// with the same JSON. Every statement is prepared (postgres.js's default). Plain JavaScript, run by plain node, so
// nothing but the work is in the figures. BASELINE_WALL=off reads as the owner without the transaction instead.
//
// Env: DATABASE_URL (owner), APP_DATABASE_URL (app role), PORT, HOST.
import { createServer } from 'node:http';
import postgres from 'postgres';

const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const TIME_ZONE = 'Europe/Stockholm';
const wall = process.env.BASELINE_WALL !== 'off';

// Dates and timestamps as PostgreSQL writes them, as Drizzle's client reads them; timestamps become ISO 8601 below.
const types = {
  date: { to: 1082, from: [1082], serialize: (x) => x, parse: (x) => x },
};
const owner = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {}, types });
const app = wall ? postgres(process.env.APP_DATABASE_URL, { max: 10, onnotice: () => {}, types }) : owner;

class HttpError extends Error {
  constructor(status, code) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

/** Bearer token → session → user → tenant, refused as Hovbook refuses it (401). */
async function authenticate(req) {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, 'UNAUTHORIZED');
  const [session] = await owner`
    select id, user_id, expires_at, created_at from sessions where token = ${token}`;
  const now = Date.now();
  if (
    !session ||
    session.expires_at.getTime() <= now ||
    now - session.created_at.getTime() > SESSION_MAX_AGE_MS
  ) {
    throw new HttpError(401, 'UNAUTHORIZED');
  }
  const [user] = await owner`select id, ferrier_id, role, email from users where id = ${session.user_id}`;
  if (!user) throw new HttpError(401, 'UNAUTHORIZED');
  const [tenant] = await owner`select status from ferriers where id = ${user.ferrier_id}`;
  if (!tenant || tenant.status === 'cancelled') throw new HttpError(401, 'UNAUTHORIZED');
  return { userId: user.id, ferrierId: user.ferrier_id, role: user.role };
}

/** `read(sql)` in one transaction that names the tenant, as Hovbook's tenant handle runs a use case. */
async function inTenant(ferrierId, read) {
  if (!wall) return read(owner);
  const connection = await app.reserve();
  try {
    const opened = Promise.all([
      connection.unsafe('begin').execute(),
      connection`select set_config('app.ferrier_id', ${ferrierId}, true)`.execute(),
    ]);
    const result = await read(connection);
    await opened;
    await connection.unsafe('commit');
    return result;
  } catch (err) {
    await connection.unsafe('rollback').catch(() => undefined);
    throw err;
  } finally {
    connection.release();
  }
}

const iso = (d) => d.toISOString();
const owned = (r) =>
  r.owner_id ? { id: r.owner_id, firstName: r.owner_first_name ?? '', lastName: r.owner_last_name } : null;
const pictureUrl = (id) => (id ? `/api/v1/files/${id}` : null);
const cursorOf = (value, id) => Buffer.from(JSON.stringify([String(value), id])).toString('base64url');

// GET /api/v1/animals/list?limit= — the first page in name order, as Hovbook's default list.
async function listAnimals(caller, url) {
  const limit = Math.min(200, Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50));
  const rows = await inTenant(
    caller.ferrierId,
    (sql) => sql`
      select "animals"."id", "animals"."name", "animals"."status", "animals"."sex", "animals"."animal_type_id",
             "animal_types"."name_en" as type_name, "animal_breeds"."name_en" as breed_name, "animals"."stable",
             "animals"."city", "customers"."id" as owner_id, "customers"."first_name" as owner_first_name,
             "customers"."last_name" as owner_last_name, "animals"."latest_visit", "animals"."next_visit",
             "animals"."shoeing_interval_weeks",
             coalesce("animals"."next_visit" < (now() at time zone ${TIME_ZONE})::date, false) as overdue,
             (select to_char(min(b.start_at) at time zone ${TIME_ZONE}, 'YYYY-MM-DD')
              from booking_animals ba join bookings b on b.id = ba.booking_id and b.ferrier_id = ba.ferrier_id
              where ba.animal_id = "animals"."id" and ba.ferrier_id = "animals"."ferrier_id" and b.status = 'active'
                and b.start_at >= ((now() at time zone ${TIME_ZONE})::date)::timestamp at time zone ${TIME_ZONE})
               as booked_visit,
             "animals"."picture_file_id", "animals"."created_at", "animals"."updated_at",
             ("animals"."sort_name" collate "sv-SE-x-icu")::text as sort_value
      from "animals"
      left join "customers" on ("customers"."id" = "animals"."customer_id" and "customers"."ferrier_id" = "animals"."ferrier_id")
      left join "animal_types" on "animal_types"."id" = "animals"."animal_type_id"
      left join "animal_breeds" on "animal_breeds"."id" = "animals"."breed_id"
      where "animals"."ferrier_id" = ${caller.ferrierId}
      order by "animals"."sort_name" collate "sv-SE-x-icu" asc, "animals"."id" asc
      limit ${limit + 1}`,
  );
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    data: page.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      sex: r.sex,
      animalTypeId: r.animal_type_id,
      typeName: r.type_name,
      breedName: r.breed_name,
      stable: r.stable,
      city: r.city,
      latestVisit: r.latest_visit,
      nextVisit: r.next_visit,
      shoeingIntervalWeeks: r.shoeing_interval_weeks,
      overdue: r.overdue,
      bookedVisit: r.booked_visit,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      owner: owned(r),
      pictureUrl: pictureUrl(r.picture_file_id),
    })),
    nextCursor: more && last ? cursorOf(last.sort_value, last.id) : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const category = (id, nameEn, nameSv, name) =>
  id && nameEn && nameSv && name ? { id, nameEn, nameSv, name } : null;

// GET /api/v1/animals/details/{id} — one animal with its owner (and the owner's phone), type and breed.
async function animalDetails(caller, id) {
  if (!UUID.test(id)) throw new HttpError(404, 'NOT_FOUND');
  const [r] = await inTenant(
    caller.ferrierId,
    (sql) => sql`
      select "animals"."id", "animals"."name", "animals"."animal_type_id", "animals"."breed_id", "animals"."color",
             "animals"."sex", "animals"."size_cm", "animals"."date_of_birth", "animals"."microchip_number",
             "animals"."passport_number", "animals"."insurance_company", "animals"."special_needs",
             "animals"."shoeing_type", "animals"."stable", "animals"."address", "animals"."postal_code",
             "animals"."city", "animals"."customer_id", "animals"."picture_file_id", "animals"."status",
             "animals"."latest_visit", "animals"."next_visit", "animals"."shoeing_interval_weeks",
             "animals"."created_at", "animals"."updated_at", "customers"."id" as owner_id,
             "customers"."first_name" as owner_first_name, "customers"."last_name" as owner_last_name,
             "customers"."phone" as owner_phone,
             coalesce("animals"."next_visit" < (now() at time zone ${TIME_ZONE})::date, false) as overdue,
             (select to_char(min(b.start_at) at time zone ${TIME_ZONE}, 'YYYY-MM-DD')
              from booking_animals ba join bookings b on b.id = ba.booking_id and b.ferrier_id = ba.ferrier_id
              where ba.animal_id = "animals"."id" and ba.ferrier_id = "animals"."ferrier_id" and b.status = 'active'
                and b.start_at >= ((now() at time zone ${TIME_ZONE})::date)::timestamp at time zone ${TIME_ZONE})
               as booked_visit,
             "animal_types"."name_en" as type_name_en, "animal_types"."name_sv" as type_name_sv,
             "animal_types"."name_en" as type_name, "animal_breeds"."name_en" as breed_name_en,
             "animal_breeds"."name_sv" as breed_name_sv, "animal_breeds"."name_en" as breed_name
      from "animals"
      left join "customers" on ("customers"."id" = "animals"."customer_id" and "customers"."ferrier_id" = "animals"."ferrier_id")
      left join "animal_types" on "animal_types"."id" = "animals"."animal_type_id"
      left join "animal_breeds" on "animal_breeds"."id" = "animals"."breed_id"
      where ("animals"."id" = ${id} and "animals"."ferrier_id" = ${caller.ferrierId})`,
  );
  if (!r) throw new HttpError(404, 'NOT_FOUND');
  return {
    data: {
      id: r.id,
      name: r.name,
      animalTypeId: r.animal_type_id,
      breedId: r.breed_id,
      color: r.color,
      sex: r.sex,
      sizeCm: r.size_cm === null ? null : Number(r.size_cm),
      dateOfBirth: r.date_of_birth,
      microchipNumber: r.microchip_number,
      passportNumber: r.passport_number,
      insuranceCompany: r.insurance_company,
      specialNeeds: r.special_needs,
      shoeingType: r.shoeing_type,
      stable: r.stable,
      address: r.address,
      postalCode: r.postal_code,
      city: r.city,
      customerId: r.customer_id,
      status: r.status,
      latestVisit: r.latest_visit,
      nextVisit: r.next_visit,
      shoeingIntervalWeeks: r.shoeing_interval_weeks,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      overdue: r.overdue,
      bookedVisit: r.booked_visit,
      // The animal's page calls or texts the owner: details carry the phone, as Hovbook's do.
      owner: r.owner_id ? { ...owned(r), phone: r.owner_phone } : null,
      pictureUrl: pictureUrl(r.picture_file_id),
      animalType: category(r.animal_type_id, r.type_name_en, r.type_name_sv, r.type_name),
      breed: category(r.breed_id, r.breed_name_en, r.breed_name_sv, r.breed_name),
      journals: [],
    },
  };
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const DETAILS = /^\/api\/v1\/animals\/details\/([^/]+)$/;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://baseline');
  const handle = async () => {
    if (req.method !== 'GET') throw new HttpError(404, 'NOT_FOUND');
    const details = DETAILS.exec(url.pathname);
    if (url.pathname !== '/api/v1/animals/list' && !details) throw new HttpError(404, 'NOT_FOUND');
    const caller = await authenticate(req);
    return details ? animalDetails(caller, decodeURIComponent(details[1])) : listAnimals(caller, url);
  };
  handle().then(
    (body) => send(res, 200, body),
    (err) => {
      if (!(err instanceof HttpError)) console.error(err);
      const status = err instanceof HttpError ? err.status : 500;
      send(res, status, { error: { code: err instanceof HttpError ? err.code : 'INTERNAL', message: '' } });
    },
  );
});

server.listen(Number(process.env.PORT), process.env.HOST || '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    void Promise.all([owner.end({ timeout: 2 }), wall && app.end({ timeout: 2 })]).then(() =>
      process.exit(0),
    );
  });
}
