'use client';
// A record form's second submit button after the kit's Save ("Save and register", "Save and sign"), and the note
// over a form whose record is past its draft. Which submit button was pressed last decides what the save does.
import type { MutableRefObject, ReactElement } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';

export function SecondSubmitActions({
  actions,
  pressed,
  show,
  submitting,
  label,
}: {
  /** The kit's save bar (RecordForm.actions). */
  actions: ReactElement;
  /** Set on every submit click: true when it was this button. The form's save reads it. */
  pressed: MutableRefObject<boolean>;
  /** Whether the record may still take the second step. */
  show: boolean;
  submitting: boolean;
  label: string;
}) {
  return (
    <div
      className="space-y-2"
      // The second button comes after Save, so Enter in a field (which presses the first submit button) never
      // takes the second step.
      onClickCapture={(event) => {
        const button = (event.target as Element).closest('button[type="submit"]');
        if (button) pressed.current = button.hasAttribute('data-second-submit');
      }}
    >
      {actions}
      {show && (
        <div className="flex sm:justify-end">
          <Button
            type="submit"
            size="lg"
            data-second-submit
            className="w-full sm:w-auto"
            loading={submitting && pressed.current}
            disabled={submitting}
          >
            <CheckIcon className="size-4" />
            {label}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Over the form of a record past its draft (an issued invoice, a signed journal): what editing it means now. */
export function RecordFormNotice({ title, text }: { title: string; text: string }) {
  return (
    <Alert tone="info">
      <strong className="block font-semibold">{title}</strong>
      {text}
    </Alert>
  );
}
