// The benchmarks' way of setting up data through the running server's API, as the signed-in owner: a call's `data`,
// or an error naming the route and the answer.

export function apiCaller(base: string, token: string) {
  return async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/api/v1/${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
}
