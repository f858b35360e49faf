// Client for the REST API (spec 7): /api/v1 paths, bearer token, Accept-Language, JSON bodies; session expiry and
// the mobile-wrapper token refresh on a session failure (spec 4, 8). No request time-out, by design (spec 9).
//
// A session failure is a 401, or a 403 whose code is not FORBIDDEN or PLAN_REQUIRED. Those two refuse the call, not
// the session (a staff member on an owner's route, a plan without the feature): the session stays, nothing is
// refreshed, and the caller gets the ApiError to show ("You are not allowed to do this.") like any other error.
import { MESSAGES } from '@/lib/i18n/config';
import { getDisplayedLanguage, getStoredLanguage } from './language';
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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart with the browser's own Content-Type. */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * false: a session failure goes to the caller as an ApiError without ending the session or refreshing the token —
   * for calls such as logout, where an already invalid token is no reason for a "session expired" message.
   */
  sessionHandling?: boolean;
}

/** A list answer: `{ data, nextCursor }` (cursor pagination). */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

function send(path: string, options: ApiRequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', getStoredLanguage());
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  return fetch(`${API_BASE}/${path.replace(/^\/+/, '')}`, { method, headers, body, signal: options.signal });
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
const REFUSAL_CODES: readonly string[] = ['FORBIDDEN', 'PLAN_REQUIRED'];

const errorCode = (payload: unknown) => (payload as { error?: { code?: unknown } } | undefined)?.error?.code;

/** Whether an answer says the session is gone: 401, or a 403 that is not one of REFUSAL_CODES. */
function isSessionFailure(status: number, payload: unknown): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  const code = errorCode(payload);
  return typeof code !== 'string' || !REFUSAL_CODES.includes(code);
}

/** Sends a request and returns the parsed JSON body; throws ApiError for error statuses. */
async function request(path: string, options: ApiRequestOptions): Promise<unknown> {
  let token = getToken();
  let response = await send(path, options, token);
  let payload = await readBody(response);

  if (token && isSessionFailure(response.status, payload) && options.sessionHandling !== false) {
    if (isMobileWrapper()) {
      token = await refreshTokenFromWrapper(token);
      response = await send(path, options, token);
      payload = await readBody(response);
    } else {
      endSession();
    }
  }
  if (token && !isSessionFailure(response.status, payload)) touchSession();

  if (!response.ok) throw toApiError(response.status, payload);
  return payload;
}

/** Calls `/api/v1/<path>` and returns the `data` of the success envelope. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const payload = (await request(path, options)) as { data?: T } | undefined;
  return payload?.data as T;
}

/** Calls a list endpoint and returns `{ data, nextCursor }`. */
export async function apiFetchPage<T>(path: string, options: ApiRequestOptions = {}): Promise<Page<T>> {
  const payload = (await request(path, options)) as Partial<Page<T>> | undefined;
  return { data: payload?.data ?? [], nextCursor: payload?.nextCursor ?? null };
}
