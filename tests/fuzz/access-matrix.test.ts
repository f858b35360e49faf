// The role and plan matrix, generated from the OpenAPI document. Every operation declares who may call it (its
// `x-access`: server/access/access.ts); one without a declaration fails here. Every signed-in operation is then called
// with its valid request (the registry's baseline) as the account's owner (on the trial, so every feature), as a staff
// member of that account (tests/support/members.ts: made as Better Auth makes a user, signed in through ferriers/login),
// as a staff member the owner gave the invoicing permission, as a staff member the owner deactivated (whose session
// was still there), as the owner of an account whose trial is over on the Base plan (set as an operator sets it), and
// as the owner of one whose trial is over with no plan (read-only). The answers must follow the declaration: a staff
// member on an owner's operation, or on one that needs a permission the owner did not give them, gets 403 FORBIDDEN,
// a Base account on a Pro feature's 403 PLAN_REQUIRED, a read-only account on any operation that writes and is not
// open while read-only 403 READ_ONLY (reading stays open to it, Pro features too: everything it has may be seen), and
// such a refusal changes no row (the change log) and ends no session; a deactivated member gets 401 on every
// operation and changes nothing; everyone else gets what the owner gets. Public and token operations take no session, so there is nothing to vary: the OpenAPI
// fuzz calls them. One operation alone: npx vitest run --project fuzz tests/fuzz/access-matrix.test.ts -t 'DELETE'
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { staffProfiles } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call, type ApiResult } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { createStaff, duringTrial, endTrial, subscribe } from '../support/members';
import { changeMark, changesSince, installChangeLog, isExpected } from './support/change-log';
import { operations, successStatuses, type DeclaredAccess, type Operation } from './support/operations';
import { entryFor } from './support/registry';
import { baseline, describeRequest, jsonRequest } from './support/request';
import { Member, Tenant, relogin, tokenWorks } from './support/tenants';

type Who = 'owner' | 'staff' | 'staff-invoicing' | 'deactivated' | 'base' | 'read-only';
type SignedIn = Exclude<DeclaredAccess, string>;

const ops = await operations();
const signedIn = ops.filter((op) => typeof op.access === 'object');

/** A staff member of `owner` the owner deactivated, whose session is still there: the session check refuses it. */
async function deactivatedStaff(owner: Tenant): Promise<Member> {
  const staff = await createStaff(owner.account);
  await systemDb()
    .update(staffProfiles)
    .set({ status: 'inactive' })
    .where(eq(staffProfiles.userId, staff.userId));
  return new Member(staff, owner);
}

/** An account past its trial on the Base plan (as Stripe's webhook or an operator leaves it). */
async function baseAccount(): Promise<Tenant> {
  const account = await createFerrier();
  await endTrial(account);
  await subscribe(account, 'base');
  return new Tenant(account);
}

/** An account past its trial with no plan: read-only. */
async function readOnlyAccount(): Promise<Tenant> {
  const account = await createFerrier();
  await endTrial(account);
  return new Tenant(account);
}

/** The callers; a request that ends a session (logout, a password change, cancelling) is followed by a renewal. */
class Callers {
  constructor(
    public owner: Tenant,
    public staff: Member,
    public staffInvoicing: Member,
    public deactivated: Member,
    public base: Tenant,
    public readOnly: Tenant,
  ) {}

  static async create(): Promise<Callers> {
    const [owner, base, readOnly] = await Promise.all([Tenant.create(), baseAccount(), readOnlyAccount()]);
    return new Callers(
      owner,
      new Member(await createStaff(owner.account), owner),
      new Member(await createStaff(owner.account, {}, { mayInvoice: true }), owner),
      await deactivatedStaff(owner),
      base,
      readOnly,
    );
  }

  as(who: Who): Tenant {
    const by: Record<Who, Tenant> = {
      owner: this.owner,
      staff: this.staff,
      'staff-invoicing': this.staffInvoicing,
      deactivated: this.deactivated,
      base: this.base,
      'read-only': this.readOnly,
    };
    return by[who];
  }

  /** Logs a caller whose session ended in again; a cancelled account is replaced (its staff member with it). */
  async renew(): Promise<void> {
    const again = async (t: Tenant) => {
      if (await tokenWorks(t.account)) return true;
      const token = await relogin(t.account);
      if (token) t.account.token = token;
      return Boolean(token);
    };
    if (!(await again(this.owner))) {
      this.owner = await Tenant.create();
      this.staff = new Member(await createStaff(this.owner.account), this.owner);
      this.staffInvoicing = new Member(
        await createStaff(this.owner.account, {}, { mayInvoice: true }),
        this.owner,
      );
      this.deactivated = await deactivatedStaff(this.owner);
    } else {
      if (!(await again(this.staff)))
        this.staff = new Member(await createStaff(this.owner.account), this.owner);
      if (!(await again(this.staffInvoicing)))
        this.staffInvoicing = new Member(
          await createStaff(this.owner.account, {}, { mayInvoice: true }),
          this.owner,
        );
    }
    if (!(await again(this.base))) this.base = await baseAccount();
    if (!(await again(this.readOnly))) this.readOnly = await readOnlyAccount();
  }
}

/** What the declaration says `who` gets: the refusal's code, or what the owner's valid request gets. */
function expected(op: Operation, access: SignedIn, who: Who): { status: number[]; code?: string } {
  if (who === 'deactivated') return { status: [401], code: 'UNAUTHORIZED' };
  const staff = who === 'staff' || who === 'staff-invoicing';
  if (staff && access.role === 'owner') return { status: [403], code: 'FORBIDDEN' };
  if (who === 'staff' && access.permission === 'invoicing') return { status: [403], code: 'FORBIDDEN' };
  if (who === 'base' && access.feature) return { status: [403], code: 'PLAN_REQUIRED' };
  if (who === 'read-only' && op.method.toUpperCase() !== 'GET' && !access.whileReadOnly)
    return { status: [403], code: 'READ_ONLY' };
  return { status: entryFor(op)?.baselineStatus ?? successStatuses(op) };
}

let callers: Callers;

beforeAll(async () => {
  await installChangeLog();
  callers = await Callers.create();
});

describe('who may call what: every operation declares it, and the answers follow it', () => {
  test('every operation of the document has an access declaration that agrees with its security', () => {
    const problems = ops.flatMap((op) => {
      if (op.access === undefined)
        return [`${op.key}: no x-access — give the route its \`access\` (server/access/access.ts)`];
      const session = typeof op.access === 'object';
      return session === op.signedIn
        ? []
        : [`${op.key}: x-access ${JSON.stringify(op.access)}, security ${op.signedIn}`];
    });
    expect(problems, problems.join('\n')).toEqual([]);
    expect(signedIn.length).toBeGreaterThan(0);
  });

  for (const op of signedIn) {
    const access = op.access as SignedIn;
    test(`${op.key} — ${JSON.stringify(access)}`, async () => {
      const problems: string[] = [];
      // The owner last: its success may cancel the account the staff member works in.
      for (const who of ['deactivated', 'staff', 'staff-invoicing', 'base', 'read-only', 'owner'] as const) {
        const caller = callers.as(who);
        // A deactivated member's request is the owner's (making it needs a working session), sent with their token.
        // A read-only account's things (the customer its request names) are made as they were: during its trial.
        const base = () => baseline(op, who === 'deactivated' ? callers.owner : caller);
        const spec = jsonRequest(
          op,
          who === 'read-only' ? await duringTrial(caller.account, base) : await base(),
        );
        const mark = await changeMark();
        const res: ApiResult = await call(spec.method, spec.path, {
          raw: spec.body,
          headers: spec.headers,
          token: caller.token,
        });
        const replay = `as ${who}: ${describeRequest(spec)}\n→ ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
        const want = expected(op, access, who);
        if (!want.status.includes(res.status))
          problems.push(`expected ${want.status.join(' or ')}\n${replay}`);
        if (want.code) {
          if (res.body?.error?.code !== want.code || typeof res.body?.error?.message !== 'string')
            problems.push(`expected the error ${want.code} with its message\n${replay}`);
          const changed = (await changesSince(mark)).filter((c) => !isExpected(c));
          if (changed.length)
            problems.push(
              `refused, yet committed ${changed.map((c) => `${c.op} ${c.table}`).join(', ')}\n${replay}`,
            );
          if (who !== 'deactivated' && !(await tokenWorks(caller.account)))
            problems.push(`a refusal ended the session\n${replay}`);
        }
        const after = entryFor(op)?.after2xx;
        if (res.status >= 200 && res.status < 300 && typeof after === 'function')
          after(caller, res, spec.json);
        await callers.renew();
      }
      expect(problems, problems.join('\n\n')).toEqual([]);
    });
  }
});
