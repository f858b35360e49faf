// A JSON answer outside the API's Hono app (the route handlers of app/api: health, cron, Stripe's webhook), never
// cached: what each says is true only now.
import 'server-only';

export const noStoreJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
