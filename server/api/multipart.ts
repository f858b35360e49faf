// Multipart bodies of upload routes: the fields as a JSON string in `data`, next to the image files.
import type { z } from 'zod';
import { AppError } from '@/server/errors';
import { bodyKind } from './media-type';
import { strictInput } from './strict-input';

export function fromMultipart<S extends z.ZodType, F extends string>(
  form: Record<string, unknown>,
  schema: S,
  fileFields: readonly F[],
): { input: z.output<S>; files: Partial<Record<F, File>> } {
  const files: Partial<Record<F, File>> = {};
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
  return { input: strictInput(schema).parse(fields), files };
}

export const isMultipart = (contentType: string | undefined) => bodyKind(contentType) === 'multipart';

export const isJson = (contentType: string | undefined) => bodyKind(contentType) === 'json';
