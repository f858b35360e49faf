// Static assets of the API reference page, read from the swagger-ui-dist package. It is pinned at 5.32.15: from 5.33 on
// it lists only the first few operations of our document (e2e security.spec.ts counts them all).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// validatorUrl: null — no badge image from validator.swagger.io (the policy allows our own origin only, and the
// document's address is nobody else's business).
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });`;

export async function GET(_request: Request, { params }: { params: Promise<{ asset: string }> }) {
  const { asset } = await params;
  const cache = { 'cache-control': 'public, max-age=86400' };
  if (asset === 'init.js')
    return new Response(INIT, { headers: { 'content-type': ASSETS['swagger-ui-bundle.js']!, ...cache } });
  const type = ASSETS[asset];
  if (!type) return new Response('Not found', { status: 404 });
  const body = await readFile(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', asset));
  return new Response(new Uint8Array(body), { headers: { 'content-type': type, ...cache } });
}
