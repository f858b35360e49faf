// The health checks on the real server (issue 27), as a proxy or an orchestrator asks them: /api/health answers that
// the process is alive, /api/health/ready that the database answers too; neither is cached or needs a session.
import { expect, test } from '@playwright/test';

test('the health checks answer without a session: alive, and ready with the database', async ({
  request,
}) => {
  const alive = await request.get('/api/health');
  expect(alive.status()).toBe(200);
  expect(await alive.json()).toEqual({ status: 'ok' });
  expect(alive.headers()['cache-control']).toBe('no-store');

  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});
