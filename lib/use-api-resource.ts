'use client';
// One record from the API as React state, for details and edit screens: loading, ready, not found (404), error
// with reload. A path of null (e.g. an id that is not a UUID) is "not found" without a call.
import { useCallback, useEffect, useState } from 'react';
import { apiFetch, isApiError } from './api-client';

export type ApiResource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'not-found'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export function useApiResource<T>(path: string | null): ApiResource<T> & {
  reload: () => void;
  /** Replaces the loaded record (after an update answered with the new version). */
  setData: (data: T) => void;
} {
  const [state, setState] = useState<ApiResource<T>>(path ? { status: 'loading' } : { status: 'not-found' });
  const [reloadCount, setReloadCount] = useState(0);

  useEffect(() => {
    if (!path) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' ? s : { status: 'loading' }));
    apiFetch<T>(path, { signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [path, reloadCount]);

  const reload = useCallback(() => setReloadCount((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, setData };
}
