// Every /api/v1 request goes to the one Hono app (server/api/app.ts).
import { apiApp } from '@/server/api/app';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = (request: Request) => apiApp().fetch(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
