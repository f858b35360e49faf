// Puts the starter templates (./starter-templates.ts) into a new account, in its language (Swedish when it has none
// we know). Called by the sign-up as the account is made and by the demo seed; no 'server-only', for the seed.
import { isLocale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db';
import { journalTemplates } from '@/server/db/schema';
import { STARTER_TEMPLATES } from './starter-templates';

/** Any handle that can insert: the owner's (sign-up) or a seed's transaction. */
type Inserter = Pick<Db, 'insert'>;

export async function seedStarterTemplates(
  db: Inserter,
  ferrierId: string,
  language: string | null | undefined,
) {
  const templates = STARTER_TEMPLATES[isLocale(language) ? language : 'sv'];
  await db
    .insert(journalTemplates)
    .values(templates.map((t) => ({ ferrierId, name: t.name, fields: t.fields })));
}
