// Body-less API requests over real HTTP, as curl sends them (no Content-Type, no Content-Length, no body): they reach
// the route (auth included) instead of being refused by the body guard, and logout really ends the token.
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/session';

/** One request on a raw socket, so no client library adds a Content-Length or a body of its own. */
function rawRequest(baseURL: string, method: string, path: string, token: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('end', () => resolve({ status: Number(data.split(' ')[1]), text: data }));
    socket.on('error', reject);
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
        'Accept-Language: en\r\nConnection: close\r\n\r\n',
    );
  });
}

test('logout and delete without a body pass the body guard over HTTP', async ({ request, baseURL }) => {
  const login = await request.post('/api/v1/ferriers/login', { data: DEMO });
  const { token, user } = ((await login.json()) as { data: { token: string; user: { ferrierId: string } } })
    .data;
  const details = `/api/v1/ferriers/details/${user.ferrierId}`;
  const auth = { authorization: `Bearer ${token}` };

  // Another account's id: auth runs and answers 404 — the body guard let the request through.
  const del = await rawRequest(
    baseURL!,
    'DELETE',
    '/api/v1/ferriers/delete/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10',
    token,
  );
  expect(del.status, del.text).toBe(404);
  expect((await request.get(details, { headers: auth })).status()).toBe(200);

  const logout = await rawRequest(baseURL!, 'POST', '/api/v1/ferriers/logout', token);
  expect(logout.status, logout.text).toBe(200);
  expect((await request.get(details, { headers: auth })).status()).toBe(401);
});
