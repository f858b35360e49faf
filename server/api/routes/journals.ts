// Journal routes (spec 7, Journals row): treatment journals — create (spec 4's outcomes), details, update (an
// amendment once signed), the list of spec 3, deleting a draft, signing, verifying the signatures, the history, and
// one hoof's history across a horse's journals. Signatures and amendments are the Pro feature `journalSignatures`.
import 'server-only';
import {
  hoofHistoryEntrySchema,
  hoofHistoryQuery,
  journalCreatedSchema,
  journalDeletedSchema,
  journalInput,
  journalListQuery,
  journalRowSchema,
  journalSchema,
  journalVerificationSchema,
} from '@/lib/validation/journal';
import { inTenant } from '@/server/db/tenant';
import { hoofHistory } from '@/server/journals/hoof-history';
import { getJournal, listJournals } from '@/server/journals/read-journals';
import { journalHistory, signJournal, verifyJournal } from '@/server/journals/sign-journal';
import {
  createJournal,
  createSignedJournal,
  deleteJournal,
  updateJournal,
} from '@/server/journals/write-journals';
import { apiRoutes } from '../api-routes';
import { conflictResponse, dataOf, idParam } from '../openapi';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Journals', noun: 'journal' });
const actions = apiRoutes({ tag: 'Journals' });
export const journalRoutes = routes.app;
export const journalActionRoutes = actions.app;

const SIGNATURES = { role: 'staff', feature: 'journalSignatures' } as const;

// POST /journals/create — a journal; outcome 0 added, 1 signed (sign: true), 2 signed and sent (send: true)
routes.create('/journals/create', {
  access: { role: 'staff' },
  summary: 'Create a journal (a number like J-2026-0107 is given); sign or send at once with `sign` / `send`',
  description:
    'The animal and keeper (the animal’s owner unless `customerId` names another) are copied onto the journal as ' +
    'they are now. The visit is recorded on the horse (latest visit; next visit from nextTreatment, else the ' +
    'shoeing interval). `sign: true` signs it (outcome 1), `send: true` signs and sends it (outcome 2); both need ' +
    'the Pro feature journalSignatures (403 PLAN_REQUIRED otherwise).',
  body: journalInput,
  response: journalCreatedSchema,
  useCase: createJournal,
});

// POST /journals/createSignedJournal — create and sign in one step (Pro)
routes.create('/journals/createSignedJournal', {
  access: SIGNATURES,
  summary: 'Create a journal and sign it (outcome 1)',
  body: journalInput,
  response: journalCreatedSchema,
  useCase: createSignedJournal,
});

// GET /journals/details/{id} — the journal as it reads now, with lines, photos, signatures, amendments, sendings
routes.details('/journals/details/{id}', {
  access: { role: 'staff' },
  summary:
    'A journal as it reads now (amendments applied), with its treatments, pharmaceuticals, hoof findings, photos, ' +
    'attachments, signatures, amendments (each version with the values before and after) and sendings',
  response: journalSchema,
  useCase: getJournal,
});

// PUT /journals/update/{id} — a draft's fields and lines replaced; a signed journal's change is an amendment (Pro)
routes.update('/journals/update/{id}', {
  access: { role: 'staff' },
  summary: 'Update a journal: a draft is replaced as the form sends it; a signed or sent one is amended',
  description:
    'Treatments sent with their `id` are kept (with their photos); an id not of this journal is 422 ' +
    '(`treatments.<i>.id`). On a signed or sent journal the update needs `amendmentReason` (422 otherwise) and the ' +
    'Pro feature journalSignatures: each changed field is kept as an amendment of a new version beside the ' +
    'original, signed by its author; the animal, keeper and booking cannot change (422). Nothing changed, nothing ' +
    'is written.',
  body: journalInput,
  response: journalSchema,
  useCase: updateJournal,
});

// GET /journals/list — spec 3's table: ?status, ?animalId, ?customerId, ?from/?to, ?search, pages
routes.list('/journals/list', {
  access: { role: 'staff' },
  summary:
    'Journals, newest treatment date first: ?status=all|signed|unsigned|sent|notSent, ?animalId, ?customerId, ' +
    '?from/?to (treatment dates, inclusive), ?search (number, animal, keeper; å/ä/ö as a/a/o), ?cursor, ?limit ≤ 200',
  query: journalListQuery,
  row: journalRowSchema,
  useCase: listJournals,
});

// GET /journals/history/{id} — who created, changed, signed or amended the journal, when
routes.history('/journals/history/{id}', {
  access: { role: 'staff' },
  summary:
    'The journal’s history, oldest first: created, updated (the fields that changed; on a signed journal, an ' +
    'amendment), status_changed (draft → signed), shared (a share link made), share_ended (its links revoked), ' +
    'deleted',
  useCase: journalHistory,
});

// GET /journals/verify/{id} — whether the journal still reads as each signature signed it (Pro)
routes.details('/journals/verify/{id}', {
  access: SIGNATURES,
  summary:
    'Recomputes the SHA-256 of each signed version (the first text for version 1, each amendment applied in turn ' +
    'for later ones) and compares it with the signature’s',
  response: journalVerificationSchema,
  useCase: verifyJournal,
});

// GET /journals/hoof-history — one hoof's findings and treatments across a horse's journals, newest first
routes.suggestions('/journals/hoof-history', {
  access: { role: 'staff' },
  summary: 'One hoof of a horse across its journals: the findings and treatments on it, newest visit first',
  query: hoofHistoryQuery,
  row: hoofHistoryEntrySchema,
  answers: 'The journals with findings or treatments on that hoof',
  useCase: hoofHistory,
});

// POST /journals/sign/{id} — signs a draft: signer, time and digest kept, the journal locked (Pro)
actions.openapi(
  {
    access: SIGNATURES,
    method: 'post',
    path: '/journals/sign/{id}',
    summary:
      'Sign a draft: the signer, the time and a SHA-256 of its content are kept and the journal is locked; later ' +
      'changes are amendments',
    request: { params: idParam },
    responses: {
      200: dataOf(journalSchema, 'The signed journal'),
      ...conflictResponse('INVALID_TRANSITION: the journal is signed already'),
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => signJournal(ctx, { id })) }, 200);
  },
);

// DELETE /journals/delete/{id} — a draft is deleted; a signed or sent one is kept (409 JOURNAL_LOCKED)
actions.openapi(
  {
    access: { role: 'staff' },
    method: 'delete',
    path: '/journals/delete/{id}',
    summary: 'Delete a draft journal with its lines; a signed or sent journal is kept as a record',
    request: { params: idParam },
    responses: {
      200: dataOf(journalDeletedSchema, 'Deleted'),
      ...conflictResponse('JOURNAL_LOCKED: the journal is signed or sent and cannot be deleted'),
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => deleteJournal(ctx, { id })) }, 200);
  },
);
