// Requests as they reach the API over real HTTP (through Next or a Node server): the body is a stream even when the
// client sent none, and a streamed body has no Content-Length.
import { apiApp } from '@/server/api/app';

type Options = { token?: string; headers?: Record<string, string>; bytes?: string | Uint8Array };

export async function callStreamed(method: string, path: string, opts: Options = {}) {
  const bytes = typeof opts.bytes === 'string' ? new TextEncoder().encode(opts.bytes) : opts.bytes;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes?.length) controller.enqueue(bytes);
      controller.close();
    },
  });
  const headers: Record<string, string> = { 'accept-language': 'en', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  const res = await apiApp().fetch(request);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}
