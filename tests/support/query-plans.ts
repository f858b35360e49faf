// The statements a use case sends and their plans, for tests that hold the hot reads to index scans
// (tests/api/search-plans.test.ts, invoice-list-plans.test.ts, due-animals.test.ts): run as the app role in the caller's tenant, seen by the client
// (statements built once in server/db/prepared.ts bypass Drizzle's logger), then EXPLAIN ANALYZEd through the tenant
// handle with their own parameters.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { expect } from 'vitest';
import type { TenantContext } from '@/server/context';
import * as schema from '@/server/db/schema';
import { inTenant, type TenantDb } from '@/server/db/tenant';

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
};
export type Statement = { text: string; params: unknown[] };
export type Caller = Omit<TenantContext, 'db' | 'afterCommit'>;
type Work = (ctx: TenantContext) => Promise<unknown>;

/** The statements `work` sends, as it sends them. */
export async function statementsOf(caller: Caller, work: Work): Promise<Statement[]> {
  const sent: Statement[] = [];
  const client = postgres(process.env.APP_DATABASE_URL!, {
    max: 1,
    onnotice: () => {},
    debug: (_connection, text, params) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(text)) sent.push({ text, params });
    },
  });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.ferrier_id', ${caller.ferrierId}, true)`);
      sent.length = 0;
      // What a use case asks for after its commit is not run: a plan is read, nothing is meant to follow.
      await work({ ...caller, db: tx as unknown as TenantDb, afterCommit: () => undefined });
    });
  } finally {
    await client.end({ timeout: 5 });
  }
  return sent;
}

/** EXPLAIN ANALYZE of a statement through the tenant handle, with the statement's own parameters. */
export async function planOfStatement(caller: Caller, { text, params }: Statement): Promise<PlanNode> {
  const parts = text.split(/\$(\d+)/);
  const query = sql.join(parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))));
  const [row] = await inTenant({ ...caller }, ({ db }) =>
    db.execute<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(sql`explain (analyze, format json) ${query}`),
  );
  return row!['QUERY PLAN'][0]!.Plan;
}

/** A plan's nodes, the root first. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The one statement of a read use case, explained: its plan's nodes. */
export async function planOf(caller: Caller, work: Work): Promise<PlanNode[]> {
  const statements = await statementsOf(caller, work);
  expect(statements).toHaveLength(1);
  return nodesOf(await planOfStatement(caller, statements[0]!));
}

/** Rows a scan node read: those it returned over all its loops and those its filter and recheck threw away. */
export const rowsReadBy = (node: PlanNode) =>
  node['Actual Rows'] * node['Actual Loops'] +
  (node['Rows Removed by Filter'] ?? 0) +
  (node['Rows Removed by Index Recheck'] ?? 0);

/** Rows of `table` read by the plan's scans (what a table's share of the statement costs). */
export const rowsRead = (nodes: PlanNode[], table: string) =>
  nodes.filter((n) => n['Relation Name'] === table).reduce((sum, n) => sum + rowsReadBy(n), 0);

/** No sort in the plan takes `limit` rows or more. */
export function expectSmallSorts(nodes: PlanNode[], limit: number, why: string) {
  for (const sort of nodes.filter((n) => n['Node Type'] === 'Sort')) {
    const sorted = (sort.Plans ?? []).reduce((n, p) => n + p['Actual Rows'] * p['Actual Loops'], 0);
    expect(sorted, `${why}: rows sorted`).toBeLessThan(limit);
  }
}

/**
 * What a hot read on a tenant of `rows` rows must show: no table of `tables` read whole (no Seq Scan), less than a
 * tenth of `rows` of each read, no sort of a tenth of them.
 */
export function expectScales(nodes: PlanNode[], tables: string[], rows: number, why: string) {
  for (const table of tables) {
    for (const node of nodes.filter((n) => n['Relation Name'] === table)) {
      expect(node['Node Type'], `${why}: ${table} is not read whole`).not.toBe('Seq Scan');
    }
    expect(rowsRead(nodes, table), `${why}: rows of ${table} read`).toBeLessThan(rows / 10);
  }
  expectSmallSorts(nodes, rows / 10, why);
}
