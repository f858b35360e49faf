// Who a secret token opens, before any tenant is known. Every way in by a token alone — the bearer session, a calendar
// feed address, a visit reminder's answer link — finds its owner here: one prepared statement per kind, on the system
// handle (the tenant is what the statement finds), keyed by the token as it is stored. The work the token opens then
// runs as that tenant (inTenant), so row-level security holds behind a token as it does behind a session.
import 'server-only';
import type { VisitorContext } from '@/server/context';
import type { Db } from '@/server/db';
import { systemDb } from '@/server/db/system';
import { inTenant, type AfterCommit, type TenantDb } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import { urlTokenHash } from '@/server/url-token';

/** A prepared statement that takes the stored token as `sql.placeholder('key')`. */
type Statement<Row> = { execute: (values: { key: string }) => Promise<Row[]> };

/** The owner row a token names, or null. */
export type TokenLookup<Row extends { ferrierId: string }> = (token: string) => Promise<Row | null>;

/** A token's caller inside the tenant it opens: the visitor's language and logger, the tenant and its `db`. */
export type TokenContext = VisitorContext & { ferrierId: string; db: TenantDb; afterCommit: AfterCommit };

/**
 * A lookup of one kind of token. `stored`: how the token is kept — 'sha256' for our URL tokens (server/url-token.ts:
 * a copy of the database opens nothing), 'as-is' for Better Auth's session tokens, which it keeps as it issued them.
 * A value not of `shape` names nothing and costs no query.
 */
export function tokenLookup<Row extends { ferrierId: string }>({
  stored,
  shape,
  statement,
}: {
  stored: 'sha256' | 'as-is';
  shape?: RegExp;
  /** Builds the prepared statement on a system handle (once per handle: tests close and reopen it). */
  statement: (db: Db) => Statement<Row>;
}): TokenLookup<Row> {
  let prepared: { db: Db; statement: Statement<Row> } | undefined;
  return async (token) => {
    if (shape && !shape.test(token)) return null;
    const db = systemDb();
    if (prepared?.db !== db) prepared = { db, statement: statement(db) };
    const [row] = await prepared.statement.execute({
      key: stored === 'sha256' ? urlTokenHash(token) : token,
    });
    return row ?? null;
  };
}

/** Runs `work` as the tenant `token` opens, with the owner row it found; NOT_FOUND when it opens nothing. */
export async function asTokenOwner<Row extends { ferrierId: string }, T>(
  visitor: VisitorContext,
  lookup: TokenLookup<Row>,
  token: string,
  work: (ctx: TokenContext, owner: Row) => Promise<T>,
): Promise<T> {
  const owner = await lookup(token);
  if (!owner) throw new AppError('NOT_FOUND');
  return inTenant({ ...visitor, ferrierId: owner.ferrierId }, (ctx) => work(ctx, owner));
}
