'use client';
// One account setting of the profile as a section of its own (visit reminders, invoicing): the owner changes one
// field of ferriers/update and saves it (the button waits for a change; the field's error under it, or the API's),
// staff see the saved value as text.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactElement } from 'react';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { updateProfile, type FerrierProfile, type ProfileFields } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { queryKeys } from '@/lib/client/queries/keys';
import { toast } from '@/lib/client/toast';

export interface ProfileSettingSectionProps<F extends keyof ProfileFields> {
  profile: FerrierProfile;
  owner: boolean;
  /** The field of ferriers/update (its error in the API's `fields` is shown under the input). */
  field: F;
  /** The messages' namespace with the section's title, text, save (the button) and saved (the toast). */
  namespace: string;
  /** The field's label and hint. */
  label: string;
  hint: string;
  /** The field's text for a profile: what the input starts with, and what it shows again once saved. */
  valueOf: (profile: FerrierProfile) => string;
  /** The saved value as staff read it. */
  shown: string;
  /** A message when the typed value cannot be sent (checked before the call), or nothing. */
  check?: (value: string) => string | undefined;
  /** The update's value for what is typed. */
  toField: (value: string) => ProfileFields[F];
  /** The input, controlled by the section. */
  input: (value: string, setValue: (value: string) => void) => ReactElement;
}

export function ProfileSettingSection<F extends keyof ProfileFields>({
  profile,
  owner,
  field,
  namespace,
  label,
  hint,
  valueOf,
  shown,
  check,
  toField,
  input,
}: ProfileSettingSectionProps<F>) {
  const t = useTranslations(namespace);
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const saved = valueOf(profile);
  const [value, setValue] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  async function save() {
    setError(undefined);
    const invalid = check?.(value);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateProfile(profile.id, { [field]: toField(value) } as ProfileFields);
      queryClient.setQueryData(queryKeys.profile(profile.id), updated);
      setValue(valueOf(updated));
      toast.success(t('saved'));
    } catch (err) {
      setError(isApiError(err) ? (err.fields?.[field] ?? err.message) : tc('networkError'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormSection title={t('title')} description={t('text')} columns={1}>
      {owner ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormField label={label} hint={hint} error={error} className="sm:max-w-xs">
            {input(value, setValue)}
          </FormField>
          <FormActions>
            <Button type="submit" loading={saving} disabled={value.trim() === saved}>
              {t('save')}
            </Button>
          </FormActions>
        </form>
      ) : (
        <p className="text-stone-700">
          {label}: <span className="font-semibold">{shown}</span>
        </p>
      )}
    </FormSection>
  );
}
