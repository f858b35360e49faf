// Pieces of the response schemas (what the API answers, lib/validation/<resource>.ts beside each input schema): the
// route documents its answer with them and the screens' types are inferred from them, so a shape is written once.
import { z } from 'zod';

/** Instants as ISO 8601 text. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** A calendar day as `date` columns hold it. */
export const plainDate = () => z.string().nullable().meta({ description: 'YYYY-MM-DD' });

export const IN_REQUEST_LANGUAGE = 'In the request language (Accept-Language)';

/** A row of reference data (animal types and breeds, product types, service types), named in both languages. */
export const referenceNames = {
  id: z.uuid(),
  nameEn: z.string(),
  nameSv: z.string(),
  name: z.string().meta({ description: IN_REQUEST_LANGUAGE }),
};

/** A stored file (picture, logo) as its download path; it needs the bearer token. */
export const fileUrl = () =>
  z.string().nullable().meta({ example: '/api/v1/files/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10' });
