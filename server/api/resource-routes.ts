// The routes a register resource has (spec 7: create, details, update, list, suggestions, update-status) and the
// reference-data pickers beside it. A route file declares each one in one call — its path, summary, schemas and use
// case — under its own `// METHOD /path — purpose` line; this file holds what every such route does the same way:
// the session check and the route's access declaration (who may call it: server/access/access.ts), the OpenAPI
// operation with its error answers, and parse → use case → `{ data }`. Each use case is called
// `(ctx, { id, input, files })`, and its answer is typed by the response schema it is documented with.
import 'server-only';
import { OpenAPIHono, createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { historyEventSchema, type HistoryEvent } from '@/lib/validation/history';
import { statusInput, statusResultSchema, type StatusResult } from '@/lib/validation/list';
import type { TenantContext } from '@/server/context';
import { inTenant } from '@/server/db/tenant';
import type { SignedInAccess } from '@/server/access/access';
import { accessRoute } from './access-route';
import { acceptsUpload, UPLOAD_LIMIT_BYTES } from './middleware/body-guard';
import { tenantQuery } from './middleware/auth';
import { arrayOf, conflictResponse, dataOf, idParam, jsonBody, listOf } from './openapi';
import { readUpload, uploadBody, validated, type Files } from './request-input';
import type { AppEnv } from './types';

type Doc = {
  /** Who may call it: every route says so (server/access/access.ts). */
  access: SignedInAccess;
  summary: string;
  description?: string;
  /** Registered but left out of the document (an alias path older clients call). */
  hide?: boolean;
  /** When the route answers 409 (a state that refuses the request), documented as such. */
  conflict?: string;
};

/** An upload body: JSON, or multipart with the fields as JSON in `data` beside the named image files. */
type Upload<S extends z.ZodType> = {
  schema: S;
  files: readonly string[];
  data: string;
  description?: string;
};

/** A JSON body (its schema), or an upload. */
type Body<S extends z.ZodType> = S | Upload<S>;

type UseCase<A, R> = (ctx: TenantContext, args: A) => Promise<R>;
type Answer<R extends z.ZodType> = z.input<R>;

const isUpload = <S extends z.ZodType>(body: Body<S>): body is Upload<S> => !(body instanceof z.ZodType);

export function resourceRoutes({
  tag,
  noun,
}: {
  tag: string;
  /** "customer": "The customer", "A page of customers" */ noun: string;
}) {
  const app = new OpenAPIHono<AppEnv>();

  function add(
    method: RouteConfig['method'],
    path: string,
    doc: Doc,
    config: Pick<RouteConfig, 'request' | 'responses'> & {
      /** Before the session check (an upload's limit) and after the access check (the ?ferrierId check). */
      before?: MiddlewareHandler<AppEnv>[];
      after?: MiddlewareHandler<AppEnv>[];
    },
    handle: (c: Context<AppEnv>) => Promise<Response>,
  ) {
    // Only the texts: a spec also carries its schemas and use case.
    const { access, summary, description, hide, conflict } = doc;
    const { responses, ...checks } = accessRoute(access, method, config);
    const route = createRoute({
      tags: [tag],
      method,
      path,
      ...(hide ? { hide } : {}),
      summary,
      ...(description ? { description } : {}),
      ...checks,
      request: config.request,
      responses: {
        ...config.responses,
        ...responses,
        ...(conflict ? conflictResponse(conflict) : {}),
      },
    });
    // The handler's types are this file's own: each method below ties its use case to the route's schemas.
    app.openapi(route, handle as never);
  }

  /** The request side of a body, and how the handler reads it. */
  function bodyOf<S extends z.ZodType>(body: Body<S>) {
    if (!isUpload(body))
      return {
        before: [],
        request: jsonBody(body as S),
        read: (c: Context<AppEnv>) => ({ input: validated<z.output<S>>(c, 'json'), files: {} as Files }),
      };
    return {
      // The upload limit is declared before the session check, so an oversized body is refused unread (413).
      before: [acceptsUpload(UPLOAD_LIMIT_BYTES)],
      request: uploadBody(body.schema, body.files, body),
      read: (c: Context<AppEnv>) => readUpload(c, body.schema, body.files),
    };
  }

  const id = (c: Context<AppEnv>) => validated<{ id: string }>(c, 'param').id;

  /** The use case as the caller's tenant: one transaction, which row-level security binds to the caller's rows. */
  const asTenant = <A, R>(c: Context<AppEnv>, useCase: UseCase<A, R>, args: A) =>
    inTenant(c.get('auth'), (ctx) => useCase(ctx, args));

  return {
    app,

    /** POST: a new record (201). */
    create<S extends z.ZodType, R extends z.ZodType>(
      path: string,
      spec: Doc & {
        body: Body<S>;
        response: R;
        useCase: UseCase<{ input: z.output<S>; files: Files }, Answer<R>>;
      },
    ) {
      const body = bodyOf(spec.body);
      add(
        'post',
        path,
        spec,
        {
          before: body.before,
          request: { body: body.request },
          responses: { 201: dataOf(spec.response, 'Created') },
        },
        async (c) => c.json({ data: await asTenant(c, spec.useCase, body.read(c)) }, 201),
      );
    },

    /** GET …/{id}: one record of the caller's. */
    details<R extends z.ZodType>(
      path: string,
      spec: Doc & { response: R; useCase: UseCase<{ id: string }, Answer<R>> },
    ) {
      add(
        'get',
        path,
        spec,
        { request: { params: idParam }, responses: { 200: dataOf(spec.response, `The ${noun}`) } },
        async (c) => c.json({ data: await asTenant(c, spec.useCase, { id: id(c) }) }, 200),
      );
    },

    /** PUT …/{id}: replaces the record's fields, as the form sends them. */
    update<S extends z.ZodType, R extends z.ZodType>(
      path: string,
      spec: Doc & {
        body: Body<S>;
        response: R;
        useCase: UseCase<{ id: string; input: z.output<S>; files: Files }, Answer<R>>;
      },
    ) {
      const body = bodyOf(spec.body);
      add(
        'put',
        path,
        spec,
        {
          before: body.before,
          request: { params: idParam, body: body.request },
          responses: { 200: dataOf(spec.response, 'Updated') },
        },
        async (c) => c.json({ data: await asTenant(c, spec.useCase, { id: id(c), ...body.read(c) }) }, 200),
      );
    },

    /** GET: a page of the register, `{ data, nextCursor }`; the spec's ?ferrierId may only name the caller. */
    list<Q extends z.ZodObject, R extends z.ZodType>(
      path: string,
      spec: Doc & {
        query: Q;
        row: R;
        useCase: UseCase<{ input: z.output<Q> }, { data: Answer<R>[]; nextCursor: string | null }>;
      },
    ) {
      add(
        'get',
        path,
        spec,
        {
          after: [tenantQuery],
          request: { query: spec.query },
          responses: { 200: listOf(spec.row, `A page of ${noun}s`) },
        },
        async (c) =>
          c.json(await asTenant(c, spec.useCase, { input: validated<z.output<Q>>(c, 'query') }), 200),
      );
    },

    /** GET: rows for a picker or a reminder, best first (`answers` says what they are). */
    suggestions<Q extends z.ZodObject, R extends z.ZodType>(
      path: string,
      spec: Doc & {
        query: Q;
        row: R;
        answers?: string;
        useCase: UseCase<{ input: z.output<Q> }, Answer<R>[]>;
      },
    ) {
      add(
        'get',
        path,
        spec,
        { request: { query: spec.query }, responses: { 200: arrayOf(spec.row, spec.answers ?? 'Matches') } },
        async (c) =>
          c.json(
            { data: await asTenant(c, spec.useCase, { input: validated<z.output<Q>>(c, 'query') }) },
            200,
          ),
      );
    },

    /** PATCH …/{id}: active ↔ inactive, or the resource's own statuses (`body` and `response`, e.g. bookings). */
    updateStatus<S extends z.ZodType = typeof statusInput, R extends z.ZodType = typeof statusResultSchema>(
      path: string,
      spec: Doc & {
        body?: S;
        response?: R;
        useCase: UseCase<{ id: string; input: z.output<S> }, Answer<R> | StatusResult>;
      },
    ) {
      const body = spec.body ?? statusInput;
      add(
        'patch',
        path,
        spec,
        {
          request: { params: idParam, body: jsonBody(body) },
          responses: { 200: dataOf(spec.response ?? statusResultSchema, 'New status') },
        },
        async (c) =>
          c.json(
            {
              data: await asTenant(c, spec.useCase, {
                id: id(c),
                input: validated<z.output<S>>(c, 'json'),
              }),
            },
            200,
          ),
      );
    },

    /** GET …/history/{id}: a record with a life's history, oldest first (server/records/history.ts, historyOf). */
    history(path: string, spec: Doc & { useCase: UseCase<{ id: string }, HistoryEvent[]> }) {
      add(
        'get',
        path,
        spec,
        {
          request: { params: idParam },
          responses: { 200: arrayOf(historyEventSchema, `The ${noun}’s history, oldest first`) },
        },
        async (c) => c.json({ data: await asTenant(c, spec.useCase, { id: id(c) }) }, 200),
      );
    },

    /** POST …/{id}: an action on one record, with a body (200 with `answers` describing the result). */
    recordAction<S extends z.ZodType, R extends z.ZodType>(
      path: string,
      spec: Doc & {
        body: S;
        response: R;
        answers: string;
        useCase: UseCase<{ id: string; input: z.output<S> }, Answer<R>>;
      },
    ) {
      add(
        'post',
        path,
        spec,
        {
          request: { params: idParam, body: jsonBody(spec.body) },
          responses: { 200: dataOf(spec.response, spec.answers) },
        },
        async (c) =>
          c.json(
            {
              data: await asTenant(c, spec.useCase, { id: id(c), input: validated<z.output<S>>(c, 'json') }),
            },
            200,
          ),
      );
    },

    /** POST: an action on records named in the body (200 with `answers` describing the result). */
    action<S extends z.ZodType, R extends z.ZodType>(
      path: string,
      spec: Doc & {
        body: S;
        response: R;
        answers: string;
        useCase: UseCase<{ input: z.output<S> }, Answer<R>>;
      },
    ) {
      add(
        'post',
        path,
        spec,
        { request: { body: jsonBody(spec.body) }, responses: { 200: dataOf(spec.response, spec.answers) } },
        async (c) =>
          c.json(
            { data: await asTenant(c, spec.useCase, { input: validated<z.output<S>>(c, 'json') }) },
            200,
          ),
      );
    },
  };
}
