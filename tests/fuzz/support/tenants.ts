// Accounts for the generated suites, made through the API's own factories, and the kinds of ids a route can name.
import sharp from 'sharp';
import { expect } from 'vitest';
import { call } from '../../support/api-client';
import {
  createAnimal,
  createBooking,
  createCustomer,
  createFerrier,
  createProduct,
  createService,
} from '../../support/factories';

export type Account = Awaited<ReturnType<typeof createFerrier>>;

async function pngBlob(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7a4b2a' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** A small valid PNG, for uploads. */
export const png = pngBlob;

/** A stored file of the account: its logo, uploaded through the API; the id is read back from the profile. */
async function createFile(owner: Account): Promise<string> {
  const form = new FormData();
  form.set('logo', await png(), 'logo.png');
  const res = await call('PUT', `ferriers/update/${owner.ferrierId}`, { token: owner.token, raw: form });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = /files\/([0-9a-f-]{36})/.exec(String(res.body.data.logoUrl))?.[1];
  if (!id) throw new Error(`no file id in logoUrl ${res.body.data.logoUrl}`);
  return id;
}

/**
 * The kinds of tenant-owned things an id in a path, query or body can name: how to make one through the API, and
 * the table its rows live in. A route naming a new kind (a booking, a journal…) needs its entry here.
 */
export const ID_KINDS = {
  ferrier: { table: 'ferriers', create: async (o: Account) => o.ferrierId },
  customer: { table: 'customers', create: async (o: Account) => (await createCustomer(o)).id },
  animal: { table: 'animals', create: async (o: Account) => (await createAnimal(o)).id },
  product: { table: 'products', create: async (o: Account) => (await createProduct(o)).id },
  service: { table: 'services', create: async (o: Account) => (await createService(o)).id },
  file: { table: 'stored_files', create: createFile },
  booking: { table: 'bookings', create: async (o: Account) => (await createBooking(o)).id },
  /** A person of the account (a booking's staffId). */
  user: { table: 'users', create: async (o: Account) => o.userId },
} as const;

export type IdKind = keyof typeof ID_KINDS;
export const ID_KIND_NAMES = Object.keys(ID_KINDS) as IdKind[];

/** An account and, made on first use, one thing of each kind it is asked for. */
export class Tenant {
  private ids = new Map<IdKind, Promise<string>>();

  constructor(public account: Account) {}

  id(kind: IdKind): Promise<string> {
    let id = this.ids.get(kind);
    if (!id) {
      id = ID_KINDS[kind].create(this.account);
      this.ids.set(kind, id);
    }
    return id;
  }

  async allIds(): Promise<Record<IdKind, string>> {
    const entries = await Promise.all(ID_KIND_NAMES.map(async (k) => [k, await this.id(k)] as const));
    return Object.fromEntries(entries) as Record<IdKind, string>;
  }

  get token() {
    return this.account.token;
  }

  static async create(): Promise<Tenant> {
    return new Tenant(await createFerrier());
  }
}

/**
 * A staff member of an owner's account (tests/support/members.ts): the account's things are the owner's (made as the
 * owner: a staff member may not upload the company's logo), the person (`user`) is the member's own.
 */
export class Member extends Tenant {
  constructor(
    account: Account,
    private owner: Tenant,
  ) {
    super(account);
  }

  override id(kind: IdKind): Promise<string> {
    return kind === 'user' ? Promise.resolve(this.account.userId) : this.owner.id(kind);
  }
}

/** Whether a token still opens the account (a request may have ended its session). */
export async function tokenWorks(account: Account): Promise<boolean> {
  const res = await call('GET', `ferriers/details/${account.ferrierId}`, { token: account.token });
  return res.status === 200;
}

/** A new session for the account by logging in again; undefined when that is no longer possible. */
export async function relogin(account: Account): Promise<string | undefined> {
  const res = await call('POST', 'ferriers/login', {
    body: { email: account.email, password: account.password },
  });
  return res.status === 200 ? (res.body.data.token as string) : undefined;
}
