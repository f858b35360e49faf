'use client';
// Form drafts (spec 2) for react-hook-form: the fields that differ from the form's starting values are kept under a
// `form_` key of the signed-in user (or the visitor's own; lib/form-drafts.ts), restored when the form mounts, saved
// 500 ms after a change, and cleared at once on submit or "clear". Values are JSON (lists of ids, lines with their
// fields); a stored value is restored only where it has the field's shape. Password-like fields are never stored. A
// form still on screen after its user's session ended saves nothing more.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import {
  SECRET_FIELD,
  clearDraft as clearStoredDraft,
  getDraft,
  setDraft,
  type Draft,
  type DraftOwner,
  type DraftValue,
} from './form-drafts';
import { signedInUserId } from './session';

export { FORM_DRAFT_DEBOUNCE_MS, FORM_DRAFT_PREFIX } from './form-drafts';

export interface FormDraftOptions<T extends FieldValues> {
  /** Extra fields to leave out of the draft. */
  omit?: readonly Path<T>[];
  /**
   * The list fields (a booking's horses, its service lines) and one empty item of each: a stored list is restored
   * only when every item has that item's shape, so a draft of another shape (an older version's) is left alone.
   */
  lines?: Partial<Record<Path<T>, DraftValue>>;
}

export interface FormDraft {
  /** Forgets the draft and saves that at once — call after a successful submit. */
  clearDraft: () => void;
  /** Puts the form back to its starting values and forgets the draft. */
  clearForm: () => void;
  /** True when the form was filled from a stored draft (until cleared). */
  restored: boolean;
}

type Values = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || v === '';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal as JSON (a blank is a blank whatever its kind). */
function same(a: unknown, b: unknown): boolean {
  if (a === b || (blank(a) && blank(b))) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return false;
}

function changedFields(values: Values, defaults: Values, omitted: readonly string[]): Draft {
  const draft: Draft = {};
  for (const [field, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(field) || omitted.includes(field) || same(value, defaults[field])) continue;
    // Blanks of any kind are kept as '' (a cleared field); everything else as the JSON it is.
    draft[field] = blank(value) ? '' : (value as DraftValue);
  }
  return draft;
}

/**
 * A stored value fits a field when it has the field's shape: its type (text fields may start out empty), a list
 * whose items all have the shape of `item` (or of the field's first item), an object with the same fields.
 */
function fits(value: DraftValue, current: unknown, item?: DraftValue): boolean {
  if (Array.isArray(current)) {
    const sample = item ?? (current[0] as DraftValue | undefined);
    return Array.isArray(value) && (sample === undefined || value.every((each) => fits(each, sample)));
  }
  if (isRecord(current))
    return (
      isRecord(value) &&
      Object.entries(current).every(([key, field]) => key in value && fits(value[key]!, field))
    );
  if (blank(current)) return typeof value === 'string' || typeof value === 'number';
  return typeof value === typeof current;
}

/** Keeps a draft of `form` under `form_<name>`. Mount the form with its final default values. */
export function useFormDraft<T extends FieldValues, C, O>(
  name: string,
  form: UseFormReturn<T, C, O>,
  { omit = [], lines = {} }: FormDraftOptions<T> = {},
): FormDraft {
  const { setValue, watch, getValues, reset } = form;
  const defaults = useRef<Values>({});
  /** Whose form this is: fixed when it mounts. */
  const owner = useRef<DraftOwner>(null);
  const [restored, setRestored] = useState(false);
  const omitKey = omit.join(',');
  // Fixed for the form's life, like its name.
  const items = useRef(lines as Record<string, DraftValue | undefined>);

  useEffect(() => {
    const omitted = omitKey ? omitKey.split(',') : [];
    // A copy of its own: the form's lists are not the starting values' lists.
    defaults.current = structuredClone(getValues() as Values);
    const mountedFor = signedInUserId();
    owner.current = mountedFor;

    let applied = false;
    for (const [field, value] of Object.entries(getDraft(name, mountedFor) ?? {})) {
      if (SECRET_FIELD.test(field) || omitted.includes(field) || !(field in defaults.current)) continue;
      const current = defaults.current[field];
      if (!fits(value, current, items.current[field]) || same(value, current)) continue;
      setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      applied = true;
    }
    setRestored(applied);

    const subscription = watch((values) => {
      // Signed out (or the session ended) while the form stays on screen: nothing of it is kept.
      if (signedInUserId() !== mountedFor) return;
      setDraft(name, mountedFor, changedFields(values as Values, defaults.current, omitted));
    });
    return () => subscription.unsubscribe();
  }, [name, omitKey, getValues, setValue, watch]);

  const clearDraft = useCallback(() => {
    clearStoredDraft(name, owner.current);
    setRestored(false);
  }, [name]);

  const clearForm = useCallback(() => {
    reset(defaults.current as DefaultValues<T>);
    clearStoredDraft(name, owner.current);
    setRestored(false);
  }, [name, reset]);

  return { clearDraft, clearForm, restored };
}
