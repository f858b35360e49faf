// Creating, changing, deleting, favouriting and using journal templates; ownership is part of every where clause.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { JournalTemplateOutput, JournalTemplateUse } from '@/lib/validation/journal-template';
import type { TenantContext } from '@/server/context';
import { foundOne, insertOwned, ownedRow, updateOwned } from '@/server/db/registers';
import { journalTemplates } from '@/server/db/schema';
import { getJournalTemplate } from './read-templates';
import { answeredFields, storedFields } from './template-fields';

const t = journalTemplates;

export async function createJournalTemplate(
  ctx: TenantContext,
  { input, sourceJournalId = null }: { input: JournalTemplateOutput; sourceJournalId?: string | null },
) {
  const id = await insertOwned(t, ctx, {
    name: input.name,
    fields: storedFields(input.fields),
    sourceJournalId,
    createdByUserId: ctx.userId,
  });
  return getJournalTemplate(ctx, { id });
}

/** Name and fields replaced as the form sends them; the favourite mark and the use count stay. */
export async function updateJournalTemplate(
  ctx: TenantContext,
  { id, input }: { id: string; input: JournalTemplateOutput },
) {
  await updateOwned(t, ctx, id, { name: input.name, fields: storedFields(input.fields) });
  return getJournalTemplate(ctx, { id });
}

export async function deleteJournalTemplate(ctx: TenantContext, { id }: { id: string }) {
  await foundOne(
    ctx.db
      .delete(t)
      .where(ownedRow(t, ctx, id))
      .returning({ id: t.id }),
  );
  return { id, deleted: true as const };
}

/** Sets or clears the favourite mark (idempotent: the body says which). */
export async function setJournalTemplateFavorite(
  ctx: TenantContext,
  { id, input }: { id: string; input: { favorite: boolean } },
) {
  await updateOwned(t, ctx, id, { isFavorite: input.favorite });
  return getJournalTemplate(ctx, { id });
}

/** Counts a use (a journal started from it) and answers the fields to prefill the journal with. */
export async function useJournalTemplate(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<JournalTemplateUse> {
  const row = await foundOne(
    ctx.db
      .update(t)
      // In one statement, so two journals started at once count twice.
      .set({ usageCount: sql`${t.usageCount} + 1`, lastUsedAt: new Date() })
      .where(ownedRow(t, ctx, id))
      .returning({
        id: t.id,
        name: t.name,
        fields: t.fields,
        usageCount: t.usageCount,
        lastUsedAt: t.lastUsedAt,
      }),
  );
  return {
    ...row,
    fields: answeredFields(row.fields),
    lastUsedAt: (row.lastUsedAt ?? new Date()).toISOString(),
  };
}
