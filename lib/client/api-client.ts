// Client for the REST API (spec 7): /api/v1 paths, bearer token, Accept-Language, JSON bodies; session expiry and
// the mobile-wrapper token refresh on a session failure (spec 4, 8). No request time-out, by design (spec 9).
//
// Calls are typed from the API's OpenAPI document: `api` is openapi-fetch's client over the generated `paths`
// (api-types.ts, `npm run api:types`), so a path, its parameters, its body and its answer are checked by the compiler.
// What every call needs besides — the headers, the session rules, the refresh and retry, ApiError — is its `fetch`
// (sessionFetch below), so it stays in one place; `read`/`readPage` take the answer's `data` (and `nextCursor`).
//
// A session failure is a 401, or a 403 whose code is not FORBIDDEN, PLAN_REQUIRED or READ_ONLY. Those refuse the call, not
// the session (a staff member on an owner's route, a plan without the feature): the session stays, nothing is
// refreshed, and the caller gets the ApiError to show ("You are not allowed to do this.") like any other error.
//
// Background calls (`apiInBackground`: the unpaid-invoice check, the bell's polling) are the user's foreground calls'
// guests: they wait for a session an answer has confirmed (background-calls.ts), and their own session failure ends
// nothing, asks the wrapper's host for nothing and is not retried; the next foreground call handles the session. They
// are no use of the session either: marked `X-Background: 1`, they renew it neither on the server nor here, so a tab
// left open ends a day after its user last did something.
import createClient from 'openapi-fetch';
import { MESSAGES } from '@/lib/i18n/config';
import type { paths } from './api-types';
import { getDisplayedLanguage, getStoredLanguage } from './language';
import { backgroundTurn, noteAcceptedToken } from './background-calls';
import { isMobileWrapper, refreshTokenFromWrapper } from './mobile-wrapper';
import { getToken } from './session';
import { endSession, touchSession } from './session-expiry';

export const API_BASE = '/api/v1';

export type FieldErrors = Record<string, string>;

/** An error answer of the API; `message` and `fields` are already in the user's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;

  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A list answer: `{ data, nextCursor }` (cursor pagination). */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/**
 * The call openapi-fetch built, as fetch(url, init): the body read once (a Blob, its Content-Type kept, a multipart
 * boundary included), so the retry can send it again without streaming a request body, which WebViews lack.
 */
async function asInit(request: Request): Promise<{ url: string; init: RequestInit }> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.blob();
  return {
    url: request.url,
    init: {
      method: request.method,
      headers: request.headers,
      body: body?.size ? body : undefined,
      signal: request.signal,
    },
  };
}

function send(
  { url, init }: { url: string; init: RequestInit },
  token: string | null,
  mode: SessionMode,
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', getStoredLanguage());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Not a use of the session: the server answers it without renewing the session (server/api/middleware/auth.ts).
  if (mode === 'background') headers.set('X-Background', '1');
  return fetch(url, { ...init, headers });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)
    ?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const fields =
      typeof error.fields === 'object' && error.fields !== null ? (error.fields as FieldErrors) : undefined;
    return new ApiError(status, error.code, error.message, fields);
  }
  // Not our API's error shape (proxy page, crash): a generic message in the displayed language.
  const code = status >= 500 ? 'INTERNAL' : `HTTP_${status}`;
  return new ApiError(status, code, MESSAGES[getDisplayedLanguage()].common.unexpectedError);
}

/** 403 codes that refuse the call and leave the session as it is (server/access: the route's declaration). */
export const REFUSAL_CODES: readonly string[] = ['FORBIDDEN', 'PLAN_REQUIRED', 'READ_ONLY'];

const errorCode = (payload: unknown) => (payload as { error?: { code?: unknown } } | undefined)?.error?.code;

/** Whether an answer says the session is gone: 401, or a 403 that is not one of REFUSAL_CODES. */
function isSessionFailure(status: number, payload: unknown): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  const code = errorCode(payload);
  return typeof code !== 'string' || !REFUSAL_CODES.includes(code);
}

/**
 * The server accepted `token`: background calls may go on it, and a call of the user's restarts the 24-hour timer (a
 * background call renewed nothing on the server, so it restarts nothing here either).
 */
function accepted(token: string | null, mode: SessionMode): void {
  if (!token) return;
  if (mode !== 'background') touchSession();
  noteAcceptedToken(token);
}

/**
 * How a call meets a session failure: 'foreground' ends the session, or in the mobile wrapper gets a fresh token from
 * the host and is retried once; 'keep' gives it to the caller as an ApiError, ending and refreshing nothing (logout,
 * where an already invalid token is no reason for a "session expired" message); 'background' as 'keep', and the call
 * waits for a confirmed session first (background-calls.ts: it may throw BackgroundCallSkipped, having sent nothing).
 */
type SessionMode = 'foreground' | 'keep' | 'background';

/**
 * The `fetch` of the typed clients: sends the request with the headers and the token; answers a success as it came
 * (openapi-fetch parses it) and throws ApiError for an error answer; a session failure as `mode` says.
 */
async function sessionFetch(request: Request, mode: SessionMode): Promise<Response> {
  const call = await asInit(request);
  let token = mode === 'background' ? await backgroundTurn() : getToken();
  let response = await send(call, token, mode);
  if (response.ok) {
    accepted(token, mode);
    return response;
  }
  let payload = await readBody(response);

  if (token && isSessionFailure(response.status, payload) && mode === 'foreground') {
    if (isMobileWrapper()) {
      token = await refreshTokenFromWrapper(token);
      response = await send(call, token, mode);
      if (response.ok) {
        accepted(token, mode);
        return response;
      }
      payload = await readBody(response);
    } else {
      endSession();
    }
  }
  if (!isSessionFailure(response.status, payload)) accepted(token, mode);
  throw toApiError(response.status, payload);
}

const client = (mode: SessionMode) =>
  createClient<paths>({
    baseUrl: API_BASE,
    fetch: (request: Request) => sessionFetch(request, mode),
  });

/** The API, typed from its OpenAPI document: `read(api.GET('/bookings/details/{id}', { params: { path: { id } } }))`. */
export const api = client('foreground');

/** The API for calls whose session failure is the caller's to handle (logout, a token link's page): see SessionMode. */
export const apiKeepingSession = client('keep');

/**
 * The API for calls the app makes on its own, not at the user's asking (the unpaid-invoice check): see SessionMode.
 * Their failures are the caller's to log, never to show.
 */
export const apiInBackground = client('background');

/**
 * An openapi-fetch answer. sessionFetch throws for every error answer, so a call that returns has succeeded and
 * `data` is its body: the success envelope, or undefined for an empty answer.
 */
type Answer<Body> = { data?: Body; response: Response };

/** The `data` of a call's success envelope (`{ data: … }`). */
export async function read<Data>(call: Promise<Answer<{ data: Data }>>): Promise<Data> {
  const { data } = await call;
  return data?.data as Data;
}

/** A file the API answers with (a call with `parseAs: 'blob'`): a PDF to save. */
export async function readBlob(call: Promise<Answer<unknown>>): Promise<Blob> {
  const { data } = await call;
  if (!(data instanceof Blob)) throw new Error('No file in the answer');
  return data;
}

/** A list call's `{ data, nextCursor }`. */
export async function readPage<Row>(
  call: Promise<Answer<{ data: Row[]; nextCursor: string | null }>>,
): Promise<Page<Row>> {
  const { data } = await call;
  return { data: data?.data ?? [], nextCursor: data?.nextCursor ?? null };
}

/**
 * A multipart body (where files are uploaded) from the documented multipart fields: a string as it is, a file under
 * its own name (a File's; a Blob's is "blob"); undefined is left out. Given as a call's `bodySerializer`.
 */
export function formData(body: object | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body ?? {}) as [string, unknown][]) {
    if (value instanceof Blob) form.set(name, value);
    else if (typeof value === 'string') form.set(name, value);
  }
  return form;
}

/** A list's query as the register screens hold it: their filters and sort, the page size and the cursor. */
export type ListQuery = Record<string, string | number | boolean>;

/** The documented query parameters of a GET path. */
export type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/**
 * A register screen's query as the list's documented query parameters. The screens keep their filters as a loose
 * record (search, status, sort from the address and the form), so this is the one input the compiler does not check
 * against the document; the API validates it like any input (422 naming the parameter).
 */
export const listQuery = <P extends keyof paths>(_path: P, query: ListQuery) => query as QueryOf<P>;
