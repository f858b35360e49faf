'use client';
// The small form kit of the public site (contact, book demo): plain React state and fetch, no form or schema
// library, so these pages stay light. Field rules come from lib/validation/contact-rules (the API's rules). Each form
// keeps a draft (spec 2) in the same store as the app's forms (lib/form-drafts.ts): restored when it mounts, saved
// 500 ms after a change, cleared once the message is sent.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { storedDraftOwner } from '@/lib/client/draft-owner';
import { clearDraft, getDraft, setDraft, type Draft, type DraftOwner } from '@/lib/client/form-drafts';
import type { ContactErrorCode } from '@/lib/validation/contact-rules';
import type { SiteFormTexts } from './site-form-labels';

type Status = 'idle' | 'sending' | 'failed' | 'sent';
type Focusable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One field's control props and its error, as useSiteForm's `field(name)` gives them. */
export type SiteFieldState = {
  name: string;
  value: string;
  ref: (el: Focusable | null) => void;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
};

type SiteFormOptions<F extends string> = {
  /** Path under /api/v1, e.g. "contact/send". */
  endpoint: string;
  /** Name of the form's draft (stored under `form_<name>`, or the signed-in user's own key). */
  draftName: string;
  /** Every field, in the order they appear (the first invalid one gets the focus). */
  initial: Record<F, string>;
  check: (values: Record<F, string>) => Partial<Record<F, ContactErrorCode>>;
  texts: SiteFormTexts;
};

/**
 * State of one public form: values, field errors (display text), and the send status. Checks on submit with the
 * shared rules; a 422 from the API shows its localized `fields` the same way; anything else is one failure message.
 */
export function useSiteForm<F extends string>({
  endpoint,
  draftName,
  initial,
  check,
  texts,
}: SiteFormOptions<F>) {
  const [values, setValues] = useState(initial);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const controls = useRef<Partial<Record<F, Focusable | null>>>({});
  const order = Object.keys(initial) as F[];
  /** Whose draft this is, fixed when the form mounts; undefined until then (nothing is saved before the restore). */
  const owner = useRef<DraftOwner | undefined>(undefined);

  // After hydration (the server renders the empty form): the stored draft fills the fields it names.
  useEffect(() => {
    owner.current = storedDraftOwner();
    const draft = getDraft(draftName, owner.current) ?? {};
    const restored = Object.fromEntries(
      Object.entries(draft).filter(([name, value]) => name in initial && typeof value === 'string'),
    ) as Partial<Record<F, string>>;
    if (Object.keys(restored).length) setValues((current) => ({ ...current, ...restored }));
    // Once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftName]);

  function saveDraft(next: Record<F, string>) {
    if (owner.current === undefined) return;
    const draft: Draft = {};
    for (const name of order) if (next[name] !== initial[name]) draft[name] = next[name];
    setDraft(draftName, owner.current, draft);
  }

  /** Shows the errors, then moves the focus to the first invalid field (after render, so it is announced). */
  function showErrors(found: Partial<Record<F, string>>) {
    flushSync(() => setErrors(found));
    const first = order.find((name) => found[name]);
    if (first) controls.current[first]?.focus();
  }

  function field(name: F): SiteFieldState {
    return {
      name,
      value: values[name],
      ref: (el: Focusable | null) => {
        controls.current[name] = el;
      },
      onChange: (e: { target: { value: string } }) => {
        const value = e.target.value;
        const next = { ...values, [name]: value };
        setValues(next);
        saveDraft(next);
        // A corrected field stops showing its old error; the rest stay until the next submit.
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
      error: errors[name],
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const codes = check(values);
    const found = Object.fromEntries(
      Object.entries(codes).map(([name, code]) => [name, texts.errors[code as ContactErrorCode]]),
    ) as Partial<Record<F, string>>;
    if (Object.keys(found).length) {
      setStatus('idle');
      showErrors(found);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      const res = await fetch(`/api/v1/${endpoint}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': texts.locale },
        body: JSON.stringify({ ...values, website }),
      });
      if (res.status === 201) {
        if (owner.current !== undefined) clearDraft(draftName, owner.current);
        return setStatus('sent');
      }
      if (res.status === 422) {
        const body = (await res.json().catch(() => null)) as {
          error?: { fields?: Record<string, string> };
        } | null;
        const fields = body?.error?.fields ?? {};
        const known = Object.fromEntries(
          Object.entries(fields).filter(([name]) => (order as string[]).includes(name)),
        ) as Partial<Record<F, string>>;
        if (Object.keys(known).length) {
          setStatus('idle');
          showErrors(known);
          return;
        }
      }
      setStatus('failed');
    } catch {
      setStatus('failed');
    }
  }

  return {
    values,
    status,
    field,
    onSubmit,
    honeypot: { value: website, onChange: setWebsite },
  };
}

/** Props that tie a control to its label, hint and error. */
export function controlProps(id: string, error?: string, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

export function SiteField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The name and email fields every public form starts with. */
export function NameAndEmailFields({
  id,
  labels,
  name: { error: nameError, ...name },
  email: { error: emailError, ...email },
}: {
  id: string;
  labels: { name: string; email: string };
  name: SiteFieldState;
  email: SiteFieldState;
}) {
  return (
    <>
      <SiteField id={`${id}-name`} label={labels.name} error={nameError}>
        <Input {...name} {...controlProps(`${id}-name`, nameError)} autoComplete="name" required />
      </SiteField>
      <SiteField id={`${id}-email`} label={labels.email} error={emailError}>
        <Input
          {...email}
          {...controlProps(`${id}-email`, emailError)}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
      </SiteField>
    </>
  );
}

/** The spam trap: off screen and hidden from assistive technology, so only bots fill it in. */
export function Honeypot({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The failure message (spec 8) and the submit button, busy while sending. */
export function SubmitRow({ status, texts }: { status: Status; texts: SiteFormTexts }) {
  const sending = status === 'sending';
  return (
    <div className="space-y-4">
      {status === 'failed' && <Alert tone="error">{texts.failed}</Alert>}
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending || undefined}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {sending && <Spinner className="size-4" />}
        {sending ? texts.sending : texts.submit}
      </button>
    </div>
  );
}

/** Takes the form's place once it is sent; focused so the confirmation is read out. */
export function ThankYou({ texts, email }: { texts: SiteFormTexts; email: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-brand-900 focus:outline-hidden focus-visible:ring-3 focus-visible:ring-brand-500/30"
    >
      <p className="text-lg font-semibold">{texts.thanksTitle}</p>
      <p className="mt-2">{texts.thanksText.replace('{email}', email.trim())}</p>
    </div>
  );
}
