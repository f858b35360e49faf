// The builder for the routes that are not a register's (resource-routes.ts): sign-in and profile, files, the calendar
// feed, the site's forms, the reminder answer page. A route is its OpenAPI operation as createRoute takes it plus
// `access`, who may call it (server/access/access.ts): the builder adds what that decides — the session and access
// checks, the security scheme, the error answers and `x-access` — so no route of the API is without one.
// `byToken` is the verb of the routes a secret token in the path opens without a session.
import 'server-only';
import { OpenAPIHono, createRoute, z, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import type { Access } from '@/server/access/access';
import type { VisitorContext } from '@/server/context';
import { accessRoute } from './access-route';
import { dataOf, errorSchema, jsonBody } from './openapi';
import { validated, visitor } from './request-input';
import type { AppEnv } from './types';

/** An operation as createRoute takes it, less what its access decides (middleware, security, tags). */
export type RouteSpec = Omit<RouteConfig, 'middleware' | 'security' | 'tags'> & {
  /** Who may call it. */
  access: Access;
  /** Before the session check: an upload's size limit, so an oversized body is refused unread. */
  before?: MiddlewareHandler<AppEnv>[];
  /** After the access check: the ?ferrierId check of a list. */
  after?: MiddlewareHandler<AppEnv>[];
};

/** A route a token opens: its path names the token as `{<param>}`, optionally followed by `suffix` (".ics"). */
type TokenSpec<B extends z.ZodType | undefined, R> = {
  summary: string;
  description?: string;
  param: string;
  suffix?: string;
  /** What the path's token is, for the document, and an example of the path segment. */
  token: string;
  example?: string;
  /** When it answers 404 (a token that opens nothing). */
  notFound: string;
  body?: B;
  useCase: (
    visitor: VisitorContext,
    args: { token: string; input: B extends z.ZodType ? z.output<B> : undefined },
  ) => Promise<R>;
} & (
  | { response: z.ZodType; answers: string }
  /** An answer that is not JSON (the calendar): its documented responses, and how it is sent. */
  | {
      responses: RouteConfig['responses'];
      respond: (c: Context<AppEnv>, result: R) => Response | Promise<Response>;
    }
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function apiRoutes({ tag }: { tag: string }) {
  const app = new OpenAPIHono<AppEnv>();

  function openapi<R extends RouteSpec>(spec: R, handler: RouteHandler<R, AppEnv>) {
    const { access, before, after, responses, ...route } = spec;
    const checks = accessRoute(access, route.method, { before, after });
    app.openapi(
      createRoute({
        ...route,
        tags: [tag],
        ...checks,
        // The route's own descriptions first: they say more than the common ones (a token route's 404).
        responses: { ...checks.responses, ...responses },
      }),
      handler as never,
    );
  }

  return {
    app,

    /** One operation; `access` says who may call it. */
    openapi,

    /**
     * A route that a secret token in its path opens, without a session (`x-access: token`). The token must have the
     * URL token's shape, or the answer is 404 before anything is read. The use case gets the caller as a visitor and
     * the token: it finds what the token opens with server/auth/token-owner.ts, which runs the work as its tenant.
     */
    byToken<B extends z.ZodType | undefined = undefined, R = unknown>(
      method: 'get' | 'post',
      path: string,
      spec: TokenSpec<B, R>,
    ) {
      const suffix = spec.suffix ?? '';
      const pattern = new RegExp(`^${URL_TOKEN_PATTERN.source.slice(1, -1)}${escapeRegExp(suffix)}$`);
      const params = z.object({
        [spec.param]: z
          .string()
          .regex(pattern)
          .openapi({
            param: { name: spec.param, in: 'path' },
            description: spec.token,
            ...(spec.example ? { example: spec.example } : {}),
          }),
      });
      const json = 'response' in spec;
      openapi(
        {
          access: 'token',
          method,
          path,
          summary: spec.summary,
          ...(spec.description ? { description: spec.description } : {}),
          request: { params, ...(spec.body ? { body: jsonBody(spec.body) } : {}) },
          responses: {
            ...(json ? { 200: dataOf(spec.response, spec.answers) } : spec.responses),
            404: { description: spec.notFound, content: { 'application/json': { schema: errorSchema } } },
          },
        },
        (async (c: Context<AppEnv>) => {
          const value = validated<Record<string, string>>(c, 'param')[spec.param]!;
          const token = value.slice(0, value.length - suffix.length);
          const input = (spec.body ? validated(c, 'json') : undefined) as B extends z.ZodType
            ? z.output<B>
            : undefined;
          const result = await spec.useCase(visitor(c), { token, input });
          return json ? c.json({ data: result }, 200) : spec.respond(c, result);
        }) as never,
      );
    },
  };
}
