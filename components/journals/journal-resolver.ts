'use client';
// The journal form's validation: the shared schema (lib/validation/journal.ts) on the body the form would send, its
// errors on the form's fields — a line's on that line's field (pharmaceuticals.0.withdrawalPeriod), a hoof's on its
// hoof field — and, on a locked journal, the amendment reason it needs.
import { useCallback } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { journalInput, type JournalOutput } from '@/lib/validation/journal';
import {
  JOURNAL_FIELDS,
  journalBody,
  type JournalField,
  type JournalFormValues,
} from './journal-form-values';

const LINES = ['treatments', 'pharmaceuticals'] as const;

export function useJournalResolver(locked: boolean): Resolver<JournalFormValues, unknown, JournalOutput> {
  return useCallback(
    async (values) => {
      const body = journalBody(values);
      const result = journalInput.safeParse(body);
      const errors: Record<string, unknown> = {};
      const set = (path: string, message: string) => {
        const parts = path.split('.');
        let node = errors;
        // A line's errors are a list, as react-hook-form keeps a field array's (treatments.0.treatment).
        parts.slice(0, -1).forEach((part, i) => {
          node = (node[part] ??= /^\d+$/.test(parts[i + 1] ?? '') ? [] : {}) as Record<string, unknown>;
        });
        node[parts.at(-1)!] ??= { type: 'custom', message };
      };
      for (const issue of result.success ? [] : result.error.issues) {
        const [head, index, field] = issue.path.map(String);
        if (head === 'hoofFindings') {
          const hoof = (body.hoofFindings as { hoof: string }[] | undefined)?.[Number(index)]?.hoof;
          if (hoof) set(`hoof${hoof}`, issue.message);
        } else if ((LINES as readonly string[]).includes(head ?? '') && index !== undefined && field) {
          set(`${head}.${index}.${field}`, issue.message);
        } else if (JOURNAL_FIELDS.includes(head as JournalField)) set(head!, issue.message);
      }
      if (locked && !values.amendmentReason.trim())
        set('amendmentReason', 'journalRules.amendmentReasonRequired');
      if (!result.success || Object.keys(errors).length > 0)
        return { values: {}, errors: errors as FieldErrors<JournalFormValues> };
      return { values: result.data, errors: {} };
    },
    [locked],
  );
}
