// Every /api/v1 request goes to the one Hono app (server/api/app.ts), with the client address our HTTP server
// took from the connection (scripts/web-server.ts); without it (another server), none: one shared bucket.
import { apiApp } from '@/server/api/app';
import { connectionAddress } from '@/server/connection-address';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = (request: Request) => apiApp().fetch(request, { remoteAddress: connectionAddress() });

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
