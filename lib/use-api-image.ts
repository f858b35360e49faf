'use client';
// A stored picture (/api/v1/files/{id}) needs the bearer token, so an <img src> cannot load it: fetch it as a blob
// and show it through an object URL, revoked when the picture changes or the component goes away.
import { useEffect, useState } from 'react';
import { getStoredLanguage } from './language';
import { getToken } from './session';

export type ApiImage =
  { status: 'none' | 'loading' | 'error'; url?: undefined } | { status: 'ready'; url: string };

/** `path` as the API gives it (/api/v1/files/…); null: no picture. */
export function useApiImage(path: string | null | undefined): ApiImage {
  const [state, setState] = useState<{ path: string; image: ApiImage } | null>(null);

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const headers = new Headers({ 'Accept-Language': getStoredLanguage() });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    fetch(path, { headers, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ path, image: { status: 'ready', url: objectUrl } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ path, image: { status: 'error' } });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  if (!path) return { status: 'none' };
  // Until this path's answer arrives, an earlier picture is not shown as if it were this one.
  return state?.path === path ? state.image : { status: 'loading' };
}
