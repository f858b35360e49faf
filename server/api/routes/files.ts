// Stored files (logos, pictures, journal photos and attachments): served only to users of the tenant that owns them.
import 'server-only';
import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { FILE_CSP } from '@/lib/security-headers';
import { inTenant } from '@/server/db/tenant';
import { storedFiles } from '@/server/db/schema';
import { THUMB_EDGE, thumbnail } from '@/server/storage/images';
import { storage } from '@/server/storage/storage';
import { AppError } from '@/server/errors';
import { apiRoutes } from '../api-routes';
import { idParam } from '../openapi';

const routes = apiRoutes({ tag: 'Files' });
export const fileRoutes = routes.app;

// GET /files/{id} — the bytes of one of the caller's files
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'get',
    path: '/files/{id}',
    summary: 'Download a stored file of your account',
    request: {
      params: idParam,
      query: z.object({
        size: z
          .enum(['thumb'], { error: 'validation.invalid' })
          .optional()
          .openapi({
            description: `thumb: at most ${THUMB_EDGE} px on its longer side, for lists (the stored file otherwise)`,
          }),
      }),
    },
    responses: {
      200: {
        description: 'The file: an image as WebP, a journal’s PDF attachment as application/pdf',
        content: {
          'image/webp': { schema: z.any().openapi({ format: 'binary' }) },
          'application/pdf': { schema: z.any().openapi({ format: 'binary' }) },
        },
      },
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    const { size } = c.req.valid('query');
    const [file] = await inTenant(c.var.auth, (ctx) =>
      ctx.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), eq(storedFiles.ferrierId, ctx.ferrierId))),
    );
    const bytes = file && (await storage().get(file.storageKey));
    if (!file || !bytes) throw new AppError('NOT_FOUND');
    const thumb = size === 'thumb' && file.contentType.startsWith('image/');
    return c.body(new Uint8Array(thumb ? await thumbnail(bytes) : bytes), 200, {
      'content-type': thumb ? 'image/webp' : file.contentType,
      'cache-control': 'private, max-age=86400',
      // Whatever the bytes turn out to be, the browser takes them as the stored type and runs nothing in them.
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    });
  },
);
