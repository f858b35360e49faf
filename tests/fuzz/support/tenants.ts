// Accounts for the generated suites, made through the API's own factories, each with one thing of every kind the
// features declare (tests/fuzz/features/*.ts), made on first use.
import { call } from '../../support/api-client';
import { createFerrier } from '../../support/factories';
import type { IdKind } from './feature';
import { ID_KINDS } from './registry';

export type Account = Awaited<ReturnType<typeof createFerrier>>;

/** A small valid PNG, for uploads. */
export { png } from './png';

export type { IdKind } from './feature';
export { ID_KINDS } from './registry';

/** Every kind the features declare (tests/fuzz/features/*.ts). */
export const ID_KIND_NAMES: IdKind[] = Object.keys(ID_KINDS);

/** An account and, made on first use, one thing of each kind it is asked for. */
export class Tenant {
  private ids = new Map<IdKind, Promise<string>>();

  constructor(public account: Account) {}

  id(kind: IdKind): Promise<string> {
    let id = this.ids.get(kind);
    if (!id) {
      const spec = ID_KINDS[kind];
      if (!spec) throw new Error(`no kind "${kind}": declare it in a tests/fuzz/features file (kinds)`);
      id = spec.create(this.account);
      this.ids.set(kind, id);
    }
    return id;
  }

  /** Forgets the thing of a kind (a case deleted it): the next use makes a new one. */
  forget(kind: IdKind): void {
    this.ids.delete(kind);
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
 * owner: a staff member may not upload the company's logo), the person (`user`) and the kinds marked `perMember`
 * (a message they received) are the member's own.
 */
export class Member extends Tenant {
  constructor(
    account: Account,
    private owner: Tenant,
  ) {
    super(account);
  }

  override id(kind: IdKind): Promise<string> {
    if (kind === 'user') return Promise.resolve(this.account.userId);
    return ID_KINDS[kind]?.perMember ? super.id(kind) : this.owner.id(kind);
  }

  /** The things are the owner's: a case that used one up (deleted, signed) makes the owner make a new one. */
  override forget(kind: IdKind): void {
    if (ID_KINDS[kind]?.perMember) super.forget(kind);
    else if (kind !== 'user') this.owner.forget(kind);
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
