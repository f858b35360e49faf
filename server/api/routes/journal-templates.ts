// Journal template routes (spec 7, Journal templates row): list and create, one template (get, update, delete), the
// favourite mark, a use (prefills a journal) and a template made from a journal. Another account's id is 404.
import 'server-only';
import {
  journalTemplateDeletedSchema,
  journalTemplateFavoriteInput,
  journalTemplateFromJournalInput,
  journalTemplateInput,
  journalTemplateListQuery,
  journalTemplateSchema,
  journalTemplateUseSchema,
} from '@/lib/validation/journal-template';
import { inTenant } from '@/server/db/tenant';
import { getJournalTemplate, listJournalTemplates } from '@/server/journal-templates/read-templates';
import { journalTemplateFromJournal } from '@/server/journal-templates/template-from-journal';
import {
  createJournalTemplate,
  deleteJournalTemplate,
  setJournalTemplateFavorite,
  updateJournalTemplate,
  useJournalTemplate,
} from '@/server/journal-templates/write-templates';
import { apiRoutes } from '../api-routes';
import { dataOf, idParam } from '../openapi';
import { resourceRoutes } from '../resource-routes';

const TAG = 'Journal templates';
const routes = resourceRoutes({ tag: TAG, noun: 'journal template' });
// The two operations without a body (delete, use) are plain operations beside the resource's (mounted below).
const bodyless = apiRoutes({ tag: TAG });
export const journalTemplateRoutes = routes.app;

// GET /journal-templates — favourites first, then by name; ?search in the name; pages (?ferrierId only the caller)
routes.list('/journal-templates', {
  access: { role: 'staff' },
  summary:
    'List journal templates: favourites first, then by name (Swedish order); ?search (å/ä/ö folded), ?cursor, ' +
    '?limit ≤ 200 (default 50)',
  query: journalTemplateListQuery,
  row: journalTemplateSchema,
  useCase: listJournalTemplates,
});

// POST /journal-templates — a new template: a name and the journal fields to prefill
routes.create('/journal-templates', {
  access: { role: 'staff' },
  summary: 'Create a journal template',
  body: journalTemplateInput,
  response: journalTemplateSchema,
  useCase: createJournalTemplate,
});

// GET /journal-templates/{id} — one template with its fields
routes.details('/journal-templates/{id}', {
  access: { role: 'staff' },
  summary: 'A journal template with its fields, favourite mark and use count',
  response: journalTemplateSchema,
  useCase: getJournalTemplate,
});

// PUT /journal-templates/{id} — replaces the name and fields (the favourite mark and use count stay)
routes.update('/journal-templates/{id}', {
  access: { role: 'staff' },
  summary: 'Update a journal template: name and fields replaced as the form sends them',
  body: journalTemplateInput,
  response: journalTemplateSchema,
  useCase: updateJournalTemplate,
});

// DELETE /journal-templates/{id} — removes the template (journals made with it are not touched)
bodyless.openapi(
  {
    access: { role: 'staff' },
    method: 'delete',
    path: '/journal-templates/{id}',
    summary: 'Delete a journal template (journals started from it keep what they hold)',
    request: { params: idParam },
    responses: { 200: dataOf(journalTemplateDeletedSchema, 'Deleted') },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => deleteJournalTemplate(ctx, { id })) }, 200);
  },
);

// POST /journal-templates/{id}/favorite — { favorite: true } marks it, { favorite: false } unmarks it
routes.recordAction('/journal-templates/{id}/favorite', {
  access: { role: 'staff' },
  summary:
    'Mark ({ favorite: true }) or unmark ({ favorite: false }) a favourite: set, not toggled, so a repeated ' +
    'request changes nothing. Favourites come first in the list and the picker.',
  body: journalTemplateFavoriteInput,
  response: journalTemplateSchema,
  answers: 'The template with its new mark',
  useCase: setJournalTemplateFavorite,
});

// POST /journal-templates/{id}/use — counts the use and answers the fields to prefill a new journal
bodyless.openapi(
  {
    access: { role: 'staff' },
    method: 'post',
    path: '/journal-templates/{id}/use',
    summary:
      'Use a template: counts the use (usageCount, lastUsedAt) and answers the fields to prefill a new journal ' +
      'with (no body)',
    request: { params: idParam },
    responses: { 200: dataOf(journalTemplateUseSchema, 'The fields to prefill, and the counted use') },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => useJournalTemplate(ctx, { id })) }, 200);
  },
);

// POST /journal-templates/from-journal/{id} — a template from a journal's own fields ({ name })
routes.recordAction('/journal-templates/from-journal/{id}', {
  access: { role: 'staff' },
  summary:
    'Make a template from a journal (the path’s id): its findings, diagnosis, aftercare, treatments, ' +
    'pharmaceuticals and hoof findings as the journal reads now; never its date, horse or keeper',
  body: journalTemplateFromJournalInput,
  response: journalTemplateSchema,
  answers: 'The new template',
  useCase: journalTemplateFromJournal,
});

// Hono copies a sub-app's routes when it is mounted: after they are all declared.
routes.app.route('/', bodyless.app);
