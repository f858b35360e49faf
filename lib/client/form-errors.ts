'use client';
// Shows an API failure on a form: localized field errors inline, anything else as an error toast.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { toast } from './toast';

/** Marks errors whose message is already user text (from the server), not a message key. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Puts the ApiError's field messages on the matching fields (focusing the first) and toasts the rest.
 * Returns true when at least one field got a message.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  fallbackMessage: string,
): boolean {
  if (!isApiError(error)) {
    toast.error(fallbackMessage);
    return false;
  }
  const matched = fieldNames.filter((name) => error.fields?.[name]);
  matched.forEach((name, index) =>
    setError(name, { type: SERVER_ERROR_TYPE, message: error.fields?.[name] }, { shouldFocus: index === 0 }),
  );
  if (matched.length === 0) toast.error(error.message);
  return matched.length > 0;
}

/** Turns a field error into display text: schema messages are keys ('validation.required'), server ones text. */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (error) => {
      const message = error?.message;
      if (!message) return undefined;
      if (error.type === SERVER_ERROR_TYPE) return message;
      return t.has(message as never) ? t(message as never) : t('validation.invalid' as never);
    },
    [t],
  );
}
