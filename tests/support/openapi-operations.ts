// The operations of the API as its OpenAPI document lists them, so a test over "every operation" covers new ones.
import { call } from './api-client';

type DocOperation = {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, unknown>;
};
export type OpenApiDoc = { paths: Record<string, Record<string, DocOperation>> };

export type Operation = {
  method: string;
  /** As documented, e.g. "/api/v1/customers/update/{id}". */
  template: string;
  secured: boolean;
  bodyTypes: string[];
  responses: string[];
  /** A callable path (without /api/v1/): the caller's own id for ferriers/{id}, any well-formed id (or token) elsewhere. */
  pathFor: (ownFerrierId: string) => string;
};

export async function openApiDoc(): Promise<OpenApiDoc> {
  return (await call('GET', 'openapi.json')).body as OpenApiDoc;
}

export async function documentedOperations(): Promise<Operation[]> {
  const doc = await openApiDoc();
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]) => {
      const route = template.replace('/api/v1/', '');
      return {
        method: method.toUpperCase(),
        template,
        secured: Boolean(op.security?.length),
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
        responses: Object.keys(op.responses),
        pathFor: (own: string) =>
          route
            .replace('{id}', route.startsWith('ferriers/') ? own : '0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10')
            // A link's token: well-formed, issued by nothing.
            .replace('{token}', 'A'.repeat(43)),
      };
    }),
  );
}
