// GET /api/health/ready — readiness: the database answers within 2 s, else 503 (server/health/health.ts).
import { handleReady } from '@/server/health/health';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = () => handleReady();
