// GET /api/docs — the human API reference: Swagger UI over /api/v1/openapi.json, assets served from our own
// node_modules (no CDN, works offline). Its scripts are files (no inline script), so its own policy allows 'self'
// only; the common security headers come from proxy.ts.
import { docsCsp, servedOverHttps } from '@/lib/security-headers';

const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Hovbook API reference</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

export function GET(request: Request) {
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': docsCsp({ https: servedOverHttps(request.headers) }),
    },
  });
}
