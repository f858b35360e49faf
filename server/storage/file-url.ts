// Where the API serves a stored file (GET files/{id}, bearer token needed): what answers name a picture or logo by.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const fileUrl = (id: string | null) => (id ? `/api/v1/files/${id}` : null);

/** fileUrl, written by PostgreSQL for a file id column (null stays null), so a list row comes out of the query whole. */
export const fileUrlOf = (id: AnyPgColumn) => sql<string | null>`'/api/v1/files/' || ${id}`;
