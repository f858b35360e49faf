// The form-draft store of spec 2: every `form_<name>` key in local storage is read at startup into memory; a
// change is saved 500 ms later, a clear is saved at once, and anything pending is written when the page hides.
import { readStorage, removeStorage, writeStorage } from './storage';

export const FORM_DRAFT_PREFIX = 'form_';
export const FORM_DRAFT_DEBOUNCE_MS = 500;

export type DraftValue = string | number | boolean;
/** A draft: field name → value. */
export type Draft = Record<string, DraftValue>;

/** Field names that must never reach storage, whatever the caller passes. */
export const SECRET_FIELD = /password|otp|token|secret/i;

const drafts = new Map<string, Draft>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let loaded = false;

const isDraftValue = (value: unknown): value is DraftValue =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

function sanitize(value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const draft: Draft = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    if (!SECRET_FIELD.test(field) && isDraftValue(fieldValue)) draft[field] = fieldValue;
  }
  return draft;
}

/** Reads every stored draft (once; later calls are no-ops). Called at startup and before the first read. */
export function loadDrafts(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  let keys: string[] = [];
  try {
    keys = Object.keys(window.localStorage).filter((key) => key.startsWith(FORM_DRAFT_PREFIX));
  } catch {
    return; // storage blocked: forms work without drafts
  }
  for (const key of keys) {
    const raw = readStorage(key);
    let draft: Draft | null = null;
    try {
      draft = raw === null ? null : sanitize(JSON.parse(raw));
    } catch {
      draft = null;
    }
    if (draft) drafts.set(key.slice(FORM_DRAFT_PREFIX.length), draft);
  }
}

export function getDraft(name: string): Draft | undefined {
  loadDrafts();
  return drafts.get(name);
}

function persist(name: string): void {
  clearTimeout(timers.get(name));
  timers.delete(name);
  const draft = drafts.get(name);
  const key = `${FORM_DRAFT_PREFIX}${name}`;
  if (!draft || Object.keys(draft).length === 0) removeStorage(key);
  else writeStorage(key, JSON.stringify(draft));
}

/** Replaces the draft in memory and saves it after the debounce; an empty draft removes the key. */
export function setDraft(name: string, draft: Draft): void {
  loadDrafts();
  const clean = sanitize(draft) ?? {};
  if (Object.keys(clean).length === 0) drafts.delete(name);
  else drafts.set(name, clean);
  clearTimeout(timers.get(name));
  timers.set(
    name,
    setTimeout(() => persist(name), FORM_DRAFT_DEBOUNCE_MS),
  );
}

/** Empties the draft and saves at once (submit, "clear form"). */
export function clearDraft(name: string): void {
  drafts.delete(name);
  persist(name);
}

/** Writes every pending draft now (the page is hiding or the form is leaving). */
export function flushDrafts(): void {
  for (const name of [...timers.keys()]) persist(name);
}
