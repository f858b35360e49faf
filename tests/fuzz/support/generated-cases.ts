// Seeded random cases of one operation, from fast-check arbitraries built on its OpenAPI schemas: the valid baseline
// with one to three fields replaced, whole bodies of the documented shape, query strings, ids and the caller.
import fc from 'fast-check';
import { BAD_IDS, HOSTILE_POOL } from './hostile';
import { type Operation, queryParams } from './operations';
import type { Json } from './registry';
import { baseline, target, type Auth, type Case } from './request';
import { objectOf, valueOf } from './schema-arbitrary';

type Recipe = {
  auth: Auth;
  id?: string;
  query: Record<string, string | undefined>;
  body?: { mode: 'mutated'; fields: Record<string, unknown> } | { mode: 'whole'; value: unknown };
};

const asQueryValue = (v: unknown): string | undefined =>
  v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v);

function recipe(op: Operation): fc.Arbitrary<Recipe> {
  const json = op.body['application/json'];
  const props = Object.entries(json?.properties ?? {});
  const query = fc.record(
    Object.fromEntries(
      queryParams(op).map((p) => [
        p.name,
        fc.option(valueOf(p.schema).map(asQueryValue), { freq: 2, nil: undefined }),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string | undefined>>;
  const body: fc.Arbitrary<Recipe['body']> = json
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .shuffledSubarray(props, {
              minLength: Math.min(1, props.length),
              maxLength: Math.min(3, props.length),
            })
            .chain((picked) =>
              fc
                .record(Object.fromEntries(picked.map(([k, s]) => [k, valueOf(s)])))
                .map((fields) => ({ mode: 'mutated' as const, fields })),
            ),
        },
        { weight: 2, arbitrary: objectOf(json).map((value) => ({ mode: 'whole' as const, value })) },
        {
          weight: 1,
          arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ mode: 'whole' as const, value })),
        },
      )
    : fc.constant(undefined);
  const auth = op.signedIn
    ? fc.constantFrom<Auth>(...Array<Auth>(18).fill('tenant'), 'none', 'bad-token')
    : fc.constant<Auth>('tenant'); // a public operation: no token is sent either way
  const id = op.path.includes('{id}')
    ? fc.option(
        fc.oneof(
          fc.constantFrom(...Object.values(BAD_IDS)),
          fc.constantFrom(...HOSTILE_POOL.filter((v) => typeof v === 'string')),
        ),
        { freq: 8 },
      )
    : fc.constant(null);
  return fc.record({ auth, id, query, body }).map((r) => ({ ...r, id: r.id ?? undefined }));
}

/** `runs` random cases, the same ones for the same seed. */
export function generatedCases(op: Operation, seed: number, runs: number): Case[] {
  if (runs <= 0) return [];
  return fc.sample(recipe(op), { seed, numRuns: runs }).map((r, i) => {
    const changed = [
      r.id !== undefined ? 'id' : '',
      ...Object.keys(r.query)
        .filter((k) => r.query[k] !== undefined)
        .map((k) => `?${k}`),
      r.body?.mode === 'mutated' ? Object.keys(r.body.fields).join('+') : r.body ? 'whole body' : '',
      r.auth !== 'tenant' ? `auth ${r.auth}` : '',
    ].filter(Boolean);
    return {
      kind: `generated:${r.body ? `body-${r.body.mode}` : 'request'}`,
      detail: `#${i} (${changed.join(', ') || 'baseline'})`,
      expect: r.auth === 'none' && op.signedIn && r.id === undefined ? { status: [401] } : undefined,
      make: async (a) => {
        const base = await baseline(op, a);
        const query = Object.fromEntries(
          Object.entries({ ...base.query, ...r.query }).filter(([, v]) => v !== undefined),
        ) as Record<string, string>;
        const body: unknown =
          r.body?.mode === 'mutated' ? { ...base.body, ...r.body.fields } : r.body ? r.body.value : base.body;
        return {
          method: op.method,
          path: target(op, r.id === undefined ? base.params : { ...base.params, id: r.id }, query),
          headers:
            body === undefined ? {} : ({ 'content-type': 'application/json' } as Record<string, string>),
          body: body === undefined ? undefined : JSON.stringify(body),
          json: body as Json | undefined,
          auth: r.auth,
        };
      },
    };
  });
}
