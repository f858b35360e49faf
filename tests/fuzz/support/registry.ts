// What the generated suites cannot read from the OpenAPI document, collected from the features' own files
// (tests/fuzz/features/*.ts, each a defineFuzz: support/feature.ts): a valid request to start from (the fuzz changes
// one thing at a time from it, so hostile values reach the code behind validation), what an {id} names, what a
// success does to the session, and which fields carry ids. An operation with a body, an {id} or a required query
// parameter needs an entry in its feature's file; tests/fuzz/coverage.test.ts names what is missing.
import type { Entry, FuzzFeature, IdField, IdKind, KindSpec } from './feature';
import type { Operation } from './operations';
import type { Case } from './request';

export type { Entry, Json } from './feature';

declare global {
  interface ImportMeta {
    /** Vite's glob import (vitest runs on Vite): every matching module, imported when this one is. */
    glob<M>(pattern: string, options: { eager: true }): Record<string, M>;
  }
}

/** Each feature's file by its path, e.g. "../features/bookings.ts". */
export const FEATURES: Record<string, FuzzFeature> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: FuzzFeature }>('../features/*.ts', { eager: true })).map(
    ([file, module]) => [file, module.default],
  ),
);

/** One map from every feature's part; a key two features both define is a mistake, unless they agree (id fields). */
function collect<T>(part: (f: FuzzFeature) => Record<string, T> | undefined, same?: (a: T, b: T) => boolean) {
  const all: Record<string, T> = {};
  const from: Record<string, string> = {};
  for (const [file, feature] of Object.entries(FEATURES)) {
    for (const [key, value] of Object.entries(part(feature) ?? {})) {
      if (key in all && !same?.(all[key]!, value))
        throw new Error(`tests/fuzz: ${key} is defined both in ${from[key]} and in ${file}`);
      all[key] = value;
      from[key] = file;
    }
  }
  return all;
}

export const REGISTRY: Record<string, Entry> = collect((f) => f.entries);

/**
 * The kinds of tenant-owned things an id in a path, query or body can name: how to make one through the API, and
 * the table its rows live in. A route naming a new kind (a journal…) declares it in its feature's file.
 */
export const ID_KINDS: Record<IdKind, KindSpec> = collect((f) => f.kinds);

/**
 * Body and query fields that carry ids, by name: the kind of tenant-owned thing they name (the isolation matrix
 * sends the other tenant's), "reference" for shared reference data every tenant may read, or "not-an-id". A field
 * that looks like an id (format uuid or a name ending in Id) and is not listed fails tests/fuzz/coverage.test.ts.
 */
export const ID_FIELDS: Record<string, IdField> = collect(
  (f) => f.idFields,
  (a, b) => a === b,
);

/** Looks like an id: the fuzz sends non-uuids and other tenants' ids there, the matrix the other tenant's. */
export const looksLikeId = (name: string, schema: { format?: string }) =>
  schema.format === 'uuid' || /Id$/.test(name);

/** An alias is fuzzed with the entry of the operation it stands for. */
export function entryFor(op: { key: string; aliasOf?: string }): Entry | undefined {
  return REGISTRY[op.aliasOf ?? op.key];
}

/** The fixed cases the features add for the operation, beyond those every operation gets. */
export const featureCases = (op: Operation): Case[] =>
  Object.values(FEATURES).flatMap((f) => f.cases?.(op) ?? []);
