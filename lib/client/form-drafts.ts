// The form-draft store of spec 2: every `form_` key in local storage is read at startup into memory; a change is
// saved 500 ms later, a clear is saved at once, and anything pending is written when the page hides.
// Drafts belong to whoever typed them: a signed-in user's under `form_u:<userId>:<name>`, a visitor's (sign-up,
// login) under `form_<name>`. Only the current owner's drafts are ever read; loading for an owner removes everyone
// else's (another account's, and drafts of the old unkeyed format once someone is signed in), and signing out or
// an ended session removes them all — a shared device never hands one account's customers to the next.
// A draft's values are JSON: text, numbers and booleans, and lists and objects of them (a booking's horses and
// service lines); a form checks a restored value against its own field before using it (lib/client/use-form-draft.ts).
import { readStorage, removeStorage, writeStorage } from './storage';

export const FORM_DRAFT_PREFIX = 'form_';
export const FORM_DRAFT_DEBOUNCE_MS = 500;
const USER_MARK = 'u:';

export type DraftValue = string | number | boolean | null | DraftValue[] | { [key: string]: DraftValue };
/** A draft: field name → value. */
export type Draft = Record<string, DraftValue>;
/** Whose drafts: the signed-in user's id, or null for a visitor who is not signed in. */
export type DraftOwner = string | null;

/** Field names that must never reach storage, whatever the caller passes. */
export const SECRET_FIELD = /password|otp|token|secret/i;

const drafts = new Map<string, Draft>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** The owner whose drafts are in memory; undefined before the first load and after a sign-out. */
let scope: DraftOwner | undefined;

/** The storage key of a draft. */
export function draftKey(name: string, owner: DraftOwner): string {
  return owner === null ? `${FORM_DRAFT_PREFIX}${name}` : `${FORM_DRAFT_PREFIX}${USER_MARK}${owner}:${name}`;
}

/** Owner and form name of a draft key. */
function parseKey(key: string): { owner: DraftOwner; name: string } {
  const rest = key.slice(FORM_DRAFT_PREFIX.length);
  if (!rest.startsWith(USER_MARK)) return { owner: null, name: rest };
  const colon = rest.indexOf(':', USER_MARK.length);
  // A malformed user key belongs to nobody who could ask for it; an owner of '' never matches.
  if (colon < 0) return { owner: '', name: rest };
  return { owner: rest.slice(USER_MARK.length, colon), name: rest.slice(colon + 1) };
}

/** How deep lists and objects may nest in a draft (a line of a list is two levels). */
const MAX_DEPTH = 4;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as JSON a draft may hold, secrets left out at every level; undefined when it cannot be kept. */
function draftValue(value: unknown, depth = 0): DraftValue | undefined {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => draftValue(item, depth + 1));
    return items.every((item) => item !== undefined) ? (items as DraftValue[]) : undefined;
  }
  return isRecord(value) ? fields(value, depth + 1) : undefined;
}

function fields(value: Record<string, unknown>, depth: number): Record<string, DraftValue> {
  const kept: Record<string, DraftValue> = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    const clean = SECRET_FIELD.test(field) ? undefined : draftValue(fieldValue, depth);
    if (clean !== undefined) kept[field] = clean;
  }
  return kept;
}

function sanitize(value: unknown): Draft | null {
  return isRecord(value) ? fields(value, 0) : null;
}

function storedDraftKeys(): string[] | null {
  try {
    return Object.keys(window.localStorage).filter((key) => key.startsWith(FORM_DRAFT_PREFIX));
  } catch {
    return null; // storage blocked: forms work without drafts
  }
}

function forgetMemory(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  drafts.clear();
}

/**
 * Reads the owner's stored drafts into memory and removes every other owner's from storage. Called at startup and
 * before each read or write; a no-op while the owner stays the same.
 */
export function loadDrafts(owner: DraftOwner): void {
  if (scope === owner || typeof window === 'undefined') return;
  // Pending saves of the previous owner are dropped, not written under anybody's name.
  forgetMemory();
  scope = owner;
  for (const key of storedDraftKeys() ?? []) {
    const { owner: keyOwner, name } = parseKey(key);
    if (keyOwner !== owner) {
      removeStorage(key);
      continue;
    }
    const raw = readStorage(key);
    let draft: Draft | null = null;
    try {
      draft = raw === null ? null : sanitize(JSON.parse(raw));
    } catch {
      draft = null;
    }
    if (draft) drafts.set(name, draft);
  }
}

export function getDraft(name: string, owner: DraftOwner): Draft | undefined {
  loadDrafts(owner);
  return scope === owner ? drafts.get(name) : undefined;
}

function persist(name: string): void {
  clearTimeout(timers.get(name));
  timers.delete(name);
  if (scope === undefined) return;
  const draft = drafts.get(name);
  const key = draftKey(name, scope);
  if (!draft || Object.keys(draft).length === 0) removeStorage(key);
  else writeStorage(key, JSON.stringify(draft));
}

/**
 * Replaces the owner's draft in memory and saves it after the debounce; an empty draft removes the key. Only for the
 * owner whose drafts are loaded (a form reads its draft first): a form left over from a previous login writes nothing.
 */
export function setDraft(name: string, owner: DraftOwner, draft: Draft): void {
  if (scope !== owner) return;
  const clean = sanitize(draft) ?? {};
  if (Object.keys(clean).length === 0) drafts.delete(name);
  else drafts.set(name, clean);
  clearTimeout(timers.get(name));
  timers.set(
    name,
    setTimeout(() => persist(name), FORM_DRAFT_DEBOUNCE_MS),
  );
}

/** Empties the owner's draft and saves at once (submit, "clear form"). */
export function clearDraft(name: string, owner: DraftOwner): void {
  if (scope !== owner) return;
  drafts.delete(name);
  persist(name);
}

/** Writes every pending draft now (the page is hiding or the form is leaving). */
export function flushDrafts(): void {
  for (const name of [...timers.keys()]) persist(name);
}

/** Sign-out or an ended session: every draft of every owner goes, from memory and from storage, pending saves too. */
export function clearAllDrafts(): void {
  forgetMemory();
  scope = undefined;
  for (const key of storedDraftKeys() ?? []) removeStorage(key);
}
