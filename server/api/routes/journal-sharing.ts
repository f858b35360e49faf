// Sharing journals (spec 7: journals/{id}/share, /unshare; share-codes/{id}/generate, /active, /stats): links that
// open a read-only journal, or all journals of a horse, without an account — and the page's read (shared/{code}),
// which the code alone opens, limited per client address.
import 'server-only';
import {
  shareCodeSchema,
  shareCreatedSchema,
  shareInput,
  shareStatsSchema,
  sharedViewSchema,
  unshareInput,
  unshareResultSchema,
} from '@/lib/validation/journal-sharing';
import {
  activeCodes,
  generateAnimalCode,
  shareJournal,
  shareStats,
  unshareJournal,
} from '@/server/journal-sharing/share-codes';
import { getSharedView } from '@/server/journal-sharing/shared-view';
import { z } from '@hono/zod-openapi';
import { apiRoutes } from '../api-routes';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Journal sharing', noun: 'share links' });
const tokenRoutes = apiRoutes({ tag: 'Journal sharing' });
export const journalSharingRoutes = routes.app;

const staff = { role: 'staff' } as const;

// POST /journals/{id}/share — a new link to one journal
routes.recordAction('/journals/{id}/share', {
  access: staff,
  summary: 'Share a journal: a link that opens it read-only without an account',
  description:
    'The link works for `expiresInDays` (1–365, default 30) until revoked with journals/{id}/unshare. The shared ' +
    "page hides the keeper's phone and address unless `showKeeperContact` is true; photos, attachments and " +
    'sendings are never shown. The code is shown here and kept on the server only as its hash.',
  body: shareInput,
  response: shareCreatedSchema,
  answers: 'The new link',
  useCase: shareJournal,
});

// POST /journals/{id}/unshare — every link of the journal stops working
routes.recordAction('/journals/{id}/unshare', {
  access: staff,
  summary: 'Stop sharing a journal: every active link of it answers 404 from now on',
  body: unshareInput,
  response: unshareResultSchema,
  answers: 'How many links were revoked',
  useCase: unshareJournal,
});

// POST /share-codes/{id}/generate — a link to all journals of a horse ({id}: the animal)
routes.recordAction('/share-codes/{id}/generate', {
  access: staff,
  summary: 'Share all journals of a horse ({id} is the animal): a link to them, newest first',
  description: 'Same options and answer as journals/{id}/share.',
  body: shareInput,
  response: shareCreatedSchema,
  answers: 'The new link',
  useCase: generateAnimalCode,
});

// GET /share-codes/{id}/active — the links of a journal or horse that still work
routes.details('/share-codes/{id}/active', {
  access: staff,
  summary: 'The active share links of a journal or a horse ({id} is either), newest first, with their views',
  response: z.array(shareCodeSchema),
  useCase: activeCodes,
});

// GET /share-codes/{id}/stats — views of every link of a journal or horse
routes.details('/share-codes/{id}/stats', {
  access: staff,
  summary:
    'Views of the share links of a journal or a horse: in all, last viewed, per link (revoked ones too)',
  response: shareStatsSchema,
  useCase: shareStats,
});

// GET /shared/{code} — the shared journal(s); no session
tokenRoutes.byToken('get', '/shared/{code}', {
  param: 'code',
  token: 'The code of a share link',
  summary: 'The journal, or the horse’s journals, a share link opens (no sign-in; read-only)',
  description:
    'Each view is counted on the link. Rate limited per client address. The keeper’s phone and address only when ' +
    'the link was made with showKeeperContact.',
  notFound: 'NOT_FOUND: no such link, or it was revoked or has expired',
  response: sharedViewSchema,
  answers: 'The shared journal(s)',
  useCase: getSharedView,
});

// Mounted after its routes are declared: Hono copies a sub-app's routes when it is mounted.
routes.app.route('/', tokenRoutes.app);
