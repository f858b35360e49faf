// GET /api/health — liveness for a proxy or an orchestrator: the process answers (server/health/health.ts).
import { handleHealth } from '@/server/health/health';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleHealth;
