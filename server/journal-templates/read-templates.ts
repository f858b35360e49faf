// Reading journal templates: one, and the list (favourites first, then by name in Swedish order; ?search in the
// name with å/ä/ö folded) — always inside the caller's tenant.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { JournalTemplate, JournalTemplateListQuery } from '@/lib/validation/journal-template';
import type { TenantContext } from '@/server/context';
import { afterCursor, orderBy, toPage, type SortKey } from '@/server/db/pagination';
import { foundOne, ownedRow } from '@/server/db/registers';
import { journalTemplates } from '@/server/db/schema';
import { containsTerm, folded } from '@/server/db/search';
import { answeredFields } from './template-fields';

const t = journalTemplates;

const columns = {
  id: t.id,
  name: t.name,
  fields: t.fields,
  isFavorite: t.isFavorite,
  usageCount: t.usageCount,
  lastUsedAt: t.lastUsedAt,
  sourceJournalId: t.sourceJournalId,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

type Row = {
  id: string;
  name: string;
  fields: Record<string, unknown>;
  isFavorite: boolean;
  usageCount: number;
  lastUsedAt: Date | null;
  sourceJournalId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toTemplate(row: Row): JournalTemplate {
  return {
    ...row,
    fields: answeredFields(row.fields),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Favourites first, then the name in Swedish order: one text key ("0" before a favourite's name, "1" before the
 * others'), so the list pages with the kit's keyset cursor. ICU compares the leading digit first.
 */
const SORT: SortKey = {
  expression: sql`((case when ${t.isFavorite} then '0' else '1' end) || ${t.name}) collate "sv-SE-x-icu"`,
  direction: 'asc',
  type: 'text',
};

export async function getJournalTemplate(ctx: TenantContext, { id }: { id: string }) {
  return toTemplate(
    await foundOne(
      ctx.db
        .select(columns)
        .from(t)
        .where(ownedRow(t, ctx, id)),
    ),
  );
}

export async function listJournalTemplates(
  ctx: TenantContext,
  { input }: { input: JournalTemplateListQuery },
) {
  const rows = await ctx.db
    .select({ ...columns, sortValue: sql<string>`(${SORT.expression})::text` })
    .from(t)
    .where(
      and(
        eq(t.ferrierId, ctx.ferrierId),
        input.search ? containsTerm(folded(t.name), input.search) : undefined,
        afterCursor(SORT, t.id, input.cursor),
      ),
    )
    .orderBy(...orderBy(SORT, t.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit);
  return { data: page.rows.map(({ sortValue: _, ...row }) => toTemplate(row)), nextCursor: page.nextCursor };
}
