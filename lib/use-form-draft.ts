'use client';
// Form drafts (spec 2): a map of field names to values under `form_<name>` in local storage, restored on load,
// saved 500 ms after a change, cleared on submit. Password-like fields are never stored.
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { readJson, removeStorage, writeStorage } from './storage';

export const FORM_DRAFT_PREFIX = 'form_';
export const FORM_DRAFT_DEBOUNCE_MS = 500;

/** Field names that must never reach storage, whatever the caller passes. */
const SECRET_FIELD = /password|otp|token|secret/i;

function draftValues(values: Record<string, unknown>, omit: readonly string[]): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(key) || omit.includes(key)) continue;
    if (typeof value === 'string' && value !== '') draft[key] = value;
  }
  return draft;
}

export interface FormDraftOptions<T extends FieldValues> {
  /** Extra fields to leave out of the draft. */
  omit?: readonly Path<T>[];
}

/** Keeps a draft of `form` under `form_<name>`; returns clearDraft() for a successful submit. */
export function useFormDraft<T extends FieldValues, C, O>(
  name: string,
  form: UseFormReturn<T, C, O>,
  { omit = [] }: FormDraftOptions<T> = {},
): { clearDraft: () => void } {
  const key = `${FORM_DRAFT_PREFIX}${name}`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useRef<(() => void) | undefined>(undefined);
  const { setValue, watch } = form;
  const omitKey = omit.join(',');

  useEffect(() => {
    const omitted = omitKey ? omitKey.split(',') : [];
    const stored = readJson(key);
    if (stored && typeof stored === 'object') {
      for (const [field, value] of Object.entries(draftValues(stored as Record<string, unknown>, omitted))) {
        setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    }

    const subscription = watch((values) => {
      clearTimeout(timer.current);
      flush.current = () => {
        flush.current = undefined;
        const draft = draftValues(values as Record<string, unknown>, omitted);
        if (Object.keys(draft).length === 0) removeStorage(key);
        else writeStorage(key, JSON.stringify(draft));
      };
      timer.current = setTimeout(() => flush.current?.(), FORM_DRAFT_DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
      // Leaving within the debounce window still keeps the last change.
      flush.current?.();
    };
  }, [key, omitKey, setValue, watch]);

  const clearDraft = useCallback(() => {
    clearTimeout(timer.current);
    flush.current = undefined;
    removeStorage(key);
  }, [key]);

  return { clearDraft };
}
