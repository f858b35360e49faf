'use client';
// The account's reminder lead time: how long before a visit the customer gets a reminder with confirm and "I can't
// come" links (the booking-reminders job), or none at all. The owner sets it; staff see it.
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import type { FerrierProfile } from '@/lib/client/account-api';
import { REMINDER_LEAD_HOURS, type ReminderLeadHours } from '@/lib/validation/account';
import { ProfileSettingSection } from './profile-setting-section';

/** The select's value: the hours as text, or 'off'. */
const OFF = 'off';
const toValue = (hours: number | null) => (hours === null ? OFF : String(hours));
const toHours = (value: string) => (value === OFF ? null : (Number(value) as ReminderLeadHours));

export function RemindersSection({ profile, owner }: { profile: FerrierProfile; owner: boolean }) {
  const t = useTranslations('reminders.settings');

  const label = (option: string) => (option === OFF ? t('off') : t('hours', { hours: Number(option) }));
  const options = [...REMINDER_LEAD_HOURS.map(String), OFF].map((option) => ({
    value: option,
    label: label(option),
  }));
  const valueOf = (p: FerrierProfile) => toValue(p.reminderLeadHours);

  return (
    <ProfileSettingSection
      profile={profile}
      owner={owner}
      field="reminderLeadHours"
      namespace="reminders.settings"
      label={t('leadTime')}
      hint={t('hint')}
      valueOf={valueOf}
      shown={label(valueOf(profile))}
      toField={toHours}
      input={(value, setValue) => (
        <Select
          name="reminderLeadHours"
          value={value}
          options={options}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
    />
  );
}
