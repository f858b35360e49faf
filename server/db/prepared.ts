// Statements built once. Drizzle turns a query into SQL text on every call, which for a small read costs more than
// the database's own work (issue 11: a third of a details request's CPU). A hot read is built once per shape, with
// placeholders (sql.placeholder) where each call's values go, and run on the caller's tenant handle with them —
// prepared there too, as every statement of the handle is (tenant.ts).
import { statementBuilder, type TenantDb } from './tenant';

type Values = Record<string, unknown>;
type Statement<T> = { execute(values?: Values): Promise<T> };

/** How a tenant transaction reaches its connection (Drizzle keeps the client on the transaction's session). */
const clientOf = (db: TenantDb) => (db as unknown as { session: { client: unknown } }).session.client;

/**
 * The statements `build` makes, one per shape (the locale, the sort, which conditions apply; named by `key`), built
 * on first use. `run(db, shape, values)` runs the shape's statement on the tenant handle `db`.
 */
export function preparedStatements<S, T>(
  key: (shape: S) => string,
  build: (db: TenantDb, shape: S) => { prepare(name: string): Statement<T> },
) {
  const statements = new Map<string, Statement<T>>();
  return {
    run(db: TenantDb, shape: S, values: Values): Promise<T> {
      const name = key(shape);
      let statement = statements.get(name);
      if (!statement) {
        // The name only asks Drizzle for a prepared statement; postgres.js names it by its text.
        statement = build(statementBuilder(), shape).prepare('hovbook');
        statements.set(name, statement);
      }
      // The built statement, run on this transaction's connection.
      const onDb = Object.create(statement, { client: { value: clientOf(db) } }) as Statement<T>;
      return onDb.execute(values);
    },
  };
}
