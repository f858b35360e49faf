// What one feature tells the generated suites, in its own file under tests/fuzz/features/ (collected by registry.ts):
// a valid request for each of its operations, the kinds of things its ids name, its id fields, and any fixed cases of
// its own. Adding a feature adds a file there and touches no shared file of the fuzz.
import { call } from '../../support/api-client';
import type { ApiResult } from '../../support/api-client';
import type { Operation } from './operations';
import type { Case } from './request';
import type { Account, Tenant } from './tenants';

export type Json = Record<string, unknown>;

/** A kind of tenant-owned thing an id in a path, query or body can name (a customer, a booking…). */
export type IdKind = string;

export type KindSpec = {
  /** The table its rows live in. */
  table: string;
  /** Makes one through the API for the account; answers its id. */
  create: (owner: Account) => Promise<string>;
  /**
   * Each member has their own (made with the member's account, not the owner's): a thing only its person may see
   * and change, like a message they received.
   */
  perMember?: boolean;
};

/** What an id field names: a kind of the tenant's, shared reference data every tenant may read, or no id at all. */
export type IdField = IdKind | 'reference' | 'not-an-id';

export type Entry = {
  /** What the path's {id} names. */
  id?: IdKind;
  /** Valid values for the path's other parameters (a feed's {file}), for the caller. */
  params?: (t: Tenant) => Record<string, string> | Promise<Record<string, string>>;
  /** A valid JSON body for the caller (called once per request: may make fresh emails). */
  body?: (t: Tenant) => Json | Promise<Json>;
  /** Valid values for query parameters the operation requires. */
  query?: (t: Tenant) => Record<string, string> | Promise<Record<string, string>>;
  /** What the baseline request answers when that is not a success (a login with an unknown email: 401). */
  baselineStatus?: number[];
  /** What a success does to the caller's session: log in again, or the account is gone (a new one is made). */
  after2xx?: 'relogin' | 'new-account' | ((t: Tenant, res: ApiResult, body: Json | undefined) => void);
};

export type FuzzFeature = {
  /** Its operations' entries, keyed "METHOD /path" as the OpenAPI document names them. */
  entries?: Record<string, Entry>;
  /** The kinds of things it owns that ids name. */
  kinds?: Record<IdKind, KindSpec>;
  /** Body and query fields that carry ids, by name (a field that looks like an id and is listed nowhere fails). */
  idFields?: Record<string, IdField>;
  /** Fixed cases of its own for an operation, beyond those every operation gets (tests/fuzz/support/fixed-cases.ts). */
  cases?: (op: Operation) => Case[];
};

/** A feature's part of the fuzz, as its file's default export. */
export const defineFuzz = (feature: FuzzFeature): FuzzFeature => feature;

let emails = 0;
/** An address no account has: sign-ups and changes of email may be sent as often as the fuzz likes. */
export const freshEmail = () => `fuzz-${process.pid}-${Date.now().toString(36)}-${++emails}@example.se`;

/** The id of the first row a list answers (reference data: an animal type…). */
export async function firstId(t: Tenant, path: string): Promise<string> {
  const res = await call('GET', path, { token: t.token });
  const id = (res.body?.data as Array<{ id: string }> | undefined)?.[0]?.id;
  if (!id) throw new Error(`no row in ${path}: ${JSON.stringify(res.body)}`);
  return id;
}

/** A register's status change. */
export const inactive = () => ({ status: 'inactive' });
