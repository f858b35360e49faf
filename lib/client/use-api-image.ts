'use client';
// A stored picture (/api/v1/files/{id}) needs the bearer token, so an <img src> cannot load it: fetch it as a blob
// (kept in the query cache: a file's path never shows another file) and show it through an object URL, revoked when
// the picture changes or the component goes away.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getStoredLanguage } from './language';
import { queryKeys } from './queries/keys';
import { getToken } from './session';

export type ApiImage =
  { status: 'none' | 'loading' | 'error'; url?: undefined } | { status: 'ready'; url: string };

async function fetchImage(path: string, signal: AbortSignal): Promise<Blob> {
  const headers = new Headers({ 'Accept-Language': getStoredLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { headers, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

/** `path` as the API gives it (/api/v1/files/…); null: no picture. */
export function useApiImage(path: string | null | undefined): ApiImage {
  const image = useQuery({
    queryKey: queryKeys.file(path ?? ''),
    queryFn: ({ signal }) => fetchImage(path ?? '', signal),
    enabled: Boolean(path),
    staleTime: Infinity,
  });
  const blob = image.data;
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  if (!path) return { status: 'none' };
  if (image.isError) return { status: 'error' };
  // Until this path's picture is shown, an earlier picture is not shown as if it were this one.
  return shown && shown.blob === blob ? { status: 'ready', url: shown.url } : { status: 'loading' };
}
