'use client';
// Form drafts (spec 2) for react-hook-form: the fields that differ from the form's starting values are kept under a
// `form_` key of the signed-in user (or the visitor's own; lib/form-drafts.ts), restored when the form mounts, saved
// 500 ms after a change, and cleared at once on submit or "clear". Password-like fields are never stored. A form
// still on screen after its user's session ended saves nothing more.
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
const same = (a: unknown, b: unknown) => a === b || (blank(a) && blank(b));

function changedFields(values: Values, defaults: Values, omitted: readonly string[]): Draft {
  const draft: Draft = {};
  for (const [field, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(field) || omitted.includes(field) || same(value, defaults[field])) continue;
    if (typeof value === 'string' || typeof value === 'boolean') draft[field] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) draft[field] = value;
    else if (blank(value)) draft[field] = '';
  }
  return draft;
}

/** A stored value fits a field when it has the field's type (text fields may start out empty). */
function fits(value: DraftValue, current: unknown): boolean {
  if (blank(current)) return typeof value === 'string' || typeof value === 'number';
  return typeof value === typeof current;
}

/** Keeps a draft of `form` under `form_<name>`. Mount the form with its final default values. */
export function useFormDraft<T extends FieldValues, C, O>(
  name: string,
  form: UseFormReturn<T, C, O>,
  { omit = [] }: FormDraftOptions<T> = {},
): FormDraft {
  const { setValue, watch, getValues, reset } = form;
  const defaults = useRef<Values>({});
  /** Whose form this is: fixed when it mounts. */
  const owner = useRef<DraftOwner>(null);
  const [restored, setRestored] = useState(false);
  const omitKey = omit.join(',');

  useEffect(() => {
    const omitted = omitKey ? omitKey.split(',') : [];
    defaults.current = { ...(getValues() as Values) };
    const mountedFor = signedInUserId();
    owner.current = mountedFor;

    let applied = false;
    for (const [field, value] of Object.entries(getDraft(name, mountedFor) ?? {})) {
      if (SECRET_FIELD.test(field) || omitted.includes(field) || !(field in defaults.current)) continue;
      if (!fits(value, defaults.current[field]) || same(value, defaults.current[field])) continue;
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
