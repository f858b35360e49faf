'use client';
// The account's reminder lead time: how long before a visit the customer gets a reminder with confirm and "I can't
// come" links (the booking-reminders job), or none at all. The owner sets it; staff see it.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { updateProfile, type FerrierProfile } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { queryKeys } from '@/lib/client/queries/keys';
import { toast } from '@/lib/client/toast';
import { REMINDER_LEAD_HOURS, type ReminderLeadHours } from '@/lib/validation/account';

/** The select's value: the hours as text, or 'off'. */
const OFF = 'off';
const toValue = (hours: number | null) => (hours === null ? OFF : String(hours));
const toHours = (value: string) => (value === OFF ? null : (Number(value) as ReminderLeadHours));

export function RemindersSection({ profile, owner }: { profile: FerrierProfile; owner: boolean }) {
  const t = useTranslations('reminders.settings');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const saved = toValue(profile.reminderLeadHours);
  const [value, setValue] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const label = (option: string) => (option === OFF ? t('off') : t('hours', { hours: Number(option) }));
  const options = [...REMINDER_LEAD_HOURS.map(String), OFF].map((option) => ({
    value: option,
    label: label(option),
  }));

  async function save() {
    setSaving(true);
    setError(undefined);
    try {
      const updated = await updateProfile(profile.id, { reminderLeadHours: toHours(value) });
      queryClient.setQueryData(queryKeys.profile(profile.id), updated);
      setValue(toValue(updated.reminderLeadHours));
      toast.success(t('saved'));
    } catch (err) {
      const message = isApiError(err) ? (err.fields?.reminderLeadHours ?? err.message) : tc('networkError');
      setError(message);
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
          <FormField label={t('leadTime')} hint={t('hint')} error={error} className="sm:max-w-xs">
            <Select
              name="reminderLeadHours"
              value={value}
              options={options}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
          <FormActions>
            <Button type="submit" loading={saving} disabled={value === saved}>
              {t('save')}
            </Button>
          </FormActions>
        </form>
      ) : (
        <p className="text-stone-700">
          {t('leadTime')}: <span className="font-semibold">{label(saved)}</span>
        </p>
      )}
    </FormSection>
  );
}
