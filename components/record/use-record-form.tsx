'use client';
// The plumbing every resource form shares (spec 2, 3, 5; CONVENTIONS "Every form"): a draft under
// form_<route>-add / form_<route>-edit-<id> (JSON values: the resource's lines are lists; fields that came from the
// address can be left out), a question before a dirty form is left, the save with a toast and the way to the saved
// record's page, server field errors inline on the field each error path belongs to ("services.0.quantity" →
// services), anything else as a toast, labels and error texts of the fields, and the buttons. A resource's form is
// left with its fields.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type BaseSyntheticEvent, type ReactElement, type ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DraftNotice } from '@/components/form/draft-notice';
import { FormActions } from '@/components/form/form-actions';
import { useLeaveConfirmation } from '@/components/form/use-leave-confirmation';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/client/api-client';
import { SERVER_ERROR_TYPE, useErrorText } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import type { DraftValue } from '@/lib/client/form-drafts';
import { useFormDraft } from '@/lib/client/use-form-draft';
import { detailsHref, type RecordResource } from './record-resource';

export interface RecordFormOptions<
  T extends S & { status: St },
  S extends { id: string },
  St extends string,
  V extends FieldValues,
  C,
  O,
> {
  resource: RecordResource<T, S, St>;
  form: UseFormReturn<V, C, O>;
  /** The record being edited; none for a new one. */
  editing?: { id: string };
  /** Sends the form's parsed values (a mutation of lib/queries/<resource>.ts) and answers with the saved record. */
  save: (values: O) => Promise<S>;
  /** The fields in the form's order: where server field errors go, and the first with an error gets the focus. */
  fields: readonly Path<V>[];
  /** The API's other names of a field, for its errors ({ animalId: 'animalIds' }); a nested path goes to its head. */
  aliases?: Readonly<Record<string, Path<V>>>;
  /** Fields left out of the draft: what came from the address (a slot's times, a horse) is neither kept nor restored. */
  omit?: readonly Path<V>[];
  /** Instead of the "saved" toast (a booking's names its time); the saved record's page opens either way. */
  onSaved?: (saved: S, added: boolean) => void;
  /** Something besides the fields makes the form dirty (a chosen picture). */
  dirty?: boolean;
  /** Extra work of "Clear form" / "Discard changes" (the picture). */
  onClear?: () => void;
  /** A failure the form shows itself; answers true when it did (else: field errors and toast as usual). */
  onError?: (error: unknown) => boolean;
  /** Where Cancel leads instead of the record's page or the list. */
  cancelHref?: string;
  /** Saving is not possible yet (a picture being compressed). */
  blocked?: boolean;
}

export interface RecordForm<V extends FieldValues> {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A field's label and error text for FormField; `required` marks the label. */
  field: (name: Path<V>, options?: { required?: boolean }) => { label: ReactNode; error: string | undefined };
  /** The draft notice, the submit / cancel / clear buttons and the leave question, placed by RecordFormLayout. */
  notice: ReactElement | null;
  actions: ReactElement;
  dialog: ReactElement;
}

/** The "*" after a required field's label (the form says once what it means). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger-700">
      *
    </span>
  );
}

/**
 * The form field an error path of the schema or the API belongs to: its head, or what `aliases` calls it
 * ("services.0.quantity" → services, "animalId" → animalIds); undefined when the form has no such field.
 */
export function fieldOfPath<F extends string>(
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): (path: string) => F | undefined {
  return (path) => {
    const head = path.split('.')[0] ?? '';
    const field = aliases[head] ?? head;
    return (fields as readonly string[]).includes(field) ? (field as F) : undefined;
  };
}

export function useRecordForm<
  T extends S & { status: St },
  S extends { id: string },
  St extends string,
  V extends FieldValues,
  C,
  O,
>(options: RecordFormOptions<T, S, St, V, C, O>): RecordForm<V> {
  const { resource, form, editing, save, fields } = options;
  const t = useTranslations(resource.namespace);
  const tf = useTranslations('form');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { errors, isDirty, isSubmitting } = form.formState;
  // Set once saved: the form stays busy while the record's page opens, and leaving no longer asks.
  const [saved, setSaved] = useState(false);
  const draft = useFormDraft(
    editing ? `${resource.route}-edit-${editing.id}` : `${resource.route}-add`,
    form,
    { omit: options.omit, lines: resource.lines as Partial<Record<Path<V>, DraftValue>> | undefined },
  );
  const dirty = isDirty || options.dirty === true;
  const { dialog, navigateAway } = useLeaveConfirmation(dirty && !saved);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const result = await save(values);
        draft.clearDraft();
        setSaved(true);
        if (options.onSaved) options.onSaved(result, !editing);
        else {
          const name = resource.name(result);
          toast.success(editing ? t('form.saved', { name }) : t('form.added', { name }));
        }
        navigateAway(detailsHref(resource, result.id));
      } catch (error) {
        if (!options.onError?.(error)) showServerErrors(error);
      }
    },
    // The first error in the form's order gets the focus (a select may register before the fields above it); one
    // that cannot take it (the owner picker) passes it on.
    (invalid) => {
      for (const name of fields.filter((field) => (invalid as Record<string, unknown>)[field])) {
        if (focus(name)) return;
      }
    },
  );

  /**
   * Focuses a field; a list the form holds without a control of its own (service lines) by the control named
   * after it (the "add a service" picker). True when the focus got there.
   */
  function focus(name: Path<V>): boolean {
    form.setFocus(name);
    if (document.activeElement?.getAttribute('name') !== name) document.getElementsByName(name)[0]?.focus();
    return document.activeElement?.getAttribute('name') === name;
  }

  /** Field messages inline on the fields their paths belong to (the first focused); anything else as a toast. */
  function showServerErrors(error: unknown) {
    if (!isApiError(error)) {
      toast.error(tc('networkError'));
      return;
    }
    const fieldOf = fieldOfPath(fields, options.aliases);
    const messages = new Map<Path<V>, string>();
    for (const [path, message] of Object.entries(error.fields ?? {})) {
      const name = fieldOf(path);
      if (name && !messages.has(name)) messages.set(name, message);
    }
    const matched = fields.filter((name) => messages.has(name));
    for (const name of matched) form.setError(name, { type: SERVER_ERROR_TYPE, message: messages.get(name) });
    if (matched[0]) focus(matched[0]);
    else toast.error(error.message);
  }

  const field: RecordForm<V>['field'] = (name, { required = false } = {}) => {
    const label = t(`fields.${name as string}`);
    return {
      label: required ? (
        <>
          {label}
          <RequiredMark />
        </>
      ) : (
        label
      ),
      // Preprocessed fields (amounts, dates, codes) are `unknown` on the schema's input side, which widens the type.
      error: errorText(errors[name] as FieldError | undefined),
    };
  };

  const clear = () => {
    draft.clearForm();
    options.onClear?.();
  };
  const cancelHref = options.cancelHref ?? (editing ? detailsHref(resource, editing.id) : resource.listHref);

  const actions = (
    <FormActions>
      <Button type="submit" size="lg" loading={isSubmitting || saved} disabled={options.blocked}>
        {editing ? tf('save') : t('form.create')}
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link href={cancelHref}>{tf('cancel')}</Link>
      </Button>
      {dirty && (
        <Button size="lg" variant="ghost" onClick={clear} className="sm:mr-auto">
          {editing ? tf('discardChanges') : tf('clear')}
        </Button>
      )}
    </FormActions>
  );

  return {
    onSubmit,
    field,
    notice: draft.restored ? <DraftNotice onDiscard={clear} /> : null,
    actions,
    dialog,
  };
}

/** A resource form's frame: the draft notice, the "required" note, the sections, the buttons, the leave question. */
export function RecordFormLayout<V extends FieldValues>({
  form,
  requiredNote = false,
  children,
}: {
  form: RecordForm<V>;
  /** Some fields are optional: say what the "*" means. */
  requiredNote?: boolean;
  children: ReactNode;
}) {
  const tf = useTranslations('form');
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4 sm:space-y-6">
      {form.notice}
      {requiredNote && (
        <p className="text-sm text-stone-600">
          <RequiredMark /> {tf('requiredNote')}
        </p>
      )}
      {children}
      {form.actions}
      {form.dialog}
    </form>
  );
}
