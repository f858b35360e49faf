// What makes the app's database role one that row-level security binds: not a superuser, no BYPASSRLS, and owning
// no table of the schema, neither itself nor through a role it inherits from (an owner is exempt from policies that
// are not forced). Checked before the role's first statement and by the start scripts before the server listens.
import type postgres from 'postgres';

/** What is wrong with the role `sql` connects as; empty when row-level security binds it. */
export async function appRoleProblems(sql: postgres.Sql): Promise<string[]> {
  const [role] = await sql<{ name: string; superuser: boolean; bypassrls: boolean; owned: string[] }[]>`
    select r.rolname as name, r.rolsuper as superuser, r.rolbypassrls as bypassrls,
      array(select c.relname::text from pg_class c
            where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
              and pg_has_role(r.oid, c.relowner, 'USAGE')
            order by c.relname) as owned
    from pg_roles r where r.rolname = current_user`;
  if (!role) return ['the role could not be read'];
  const problems: string[] = [];
  if (role.superuser) problems.push(`"${role.name}" is a superuser`);
  if (role.bypassrls) problems.push(`"${role.name}" has BYPASSRLS`);
  if (role.owned.length > 0) {
    const named = role.owned.slice(0, 3).join(', ') + (role.owned.length > 3 ? ', …' : '');
    problems.push(`"${role.name}" owns ${role.owned.length} tables (or inherits a role that does): ${named}`);
  }
  return problems;
}

/** The refusal, naming each problem. */
export const appRoleError = (problems: string[]) =>
  new Error(
    `APP_DATABASE_URL must name a role that row-level security binds, but ${problems.join('; ')}. ` +
      'Use a role of its own (LOGIN NOSUPERUSER NOBYPASSRLS) that owns nothing; see the README, "The database and its two roles".',
  );

/** Throws, naming each problem, unless row-level security binds the role `sql` connects as. */
export async function assertAppRole(sql: postgres.Sql): Promise<void> {
  const problems = await appRoleProblems(sql);
  if (problems.length > 0) throw appRoleError(problems);
}
