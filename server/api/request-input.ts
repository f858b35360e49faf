// What a use case gets from the request: the caller, the validated input and, on upload routes, the files. JSON
// routes get the validated JSON; upload routes take JSON too, or multipart/form-data with the fields as a JSON string
// in `data` next to the image files — read here, once.
import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { VisitorContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { bodyKind } from './media-type';
import { strictInput } from './strict-input';
import { zodFields } from './validation';
import type { AppEnv } from './types';

/** A use case's files: the uploaded images by field name. */
export type Files<F extends string = string> = Partial<Record<F, File>>;

/** The caller of a route that needs no session: the request's language and logger. */
export const visitor = (c: Context<AppEnv>): VisitorContext => ({ locale: c.var.locale, log: c.var.log });

/** What the OpenAPI layer validated for the request (the route's schemas decide the types). */
export const validated = <T = unknown>(c: Context<AppEnv>, target: 'json' | 'form' | 'query' | 'param') =>
  (c.req as unknown as { valid: (target: string) => T }).valid(target);

/**
 * The body of an upload route: JSON, or multipart with `data` (the same JSON) and `fileFields`. Not `required` in
 * the document: the library would then run the JSON validator on multipart requests too. Each content type is
 * validated when sent; a request with neither is read as an empty form, so it gets the form's "required" messages.
 */
export function uploadBody(
  schema: z.ZodType,
  fileFields: readonly string[],
  doc: { data: string; description?: string },
) {
  const files = Object.fromEntries(
    fileFields.map((name) => [
      name,
      z.any().optional().openapi({ type: 'string', format: 'binary', description: 'Image ≤ 10 MB' }),
    ]),
  );
  const multipart = z.object({
    data: z.string().optional().openapi({ description: doc.data }),
    ...files,
  });
  return {
    ...(doc.description ? { description: doc.description } : {}),
    content: {
      'application/json': { schema: strictInput(schema) },
      'multipart/form-data': { schema: strictInput(multipart) },
    },
  };
}

/** Reads an upload route's body (see uploadBody) into the use case's input and files. */
export function readUpload<S extends z.ZodType, F extends string>(
  c: Context<AppEnv>,
  schema: S,
  fileFields: readonly F[],
): { input: z.output<S>; files: Files<F> } {
  const kind = bodyKind(c.req.header('content-type'));
  if (kind === 'multipart') return fromMultipart(validated(c, 'form'), schema, fileFields);
  if (kind === 'json') return { input: validated<z.output<S>>(c, 'json'), files: {} };
  return { input: strictInput(schema).parse({}), files: {} };
}

function fromMultipart<S extends z.ZodType, F extends string>(
  form: Record<string, unknown>,
  schema: S,
  fileFields: readonly F[],
): { input: z.output<S>; files: Files<F> } {
  const files: Files<F> = {};
  for (const name of fileFields) {
    const v = form[name];
    if (v === undefined || v === '') continue;
    if (!(v instanceof File)) throw new AppError('VALIDATION_FAILED', { [name]: 'validation.image' });
    files[name] = v;
  }
  let fields: unknown = {};
  const raw = form.data;
  if (typeof raw === 'string' && raw.trim()) {
    try {
      fields = JSON.parse(raw);
    } catch {
      throw new AppError('MALFORMED_JSON');
    }
  }
  const parsed = strictInput(schema).safeParse(fields);
  // Answered under the names the client sent (a spec alias such as `size` included).
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', zodFields(parsed.error, fields));
  return { input: parsed.data as z.output<S>, files };
}
