'use client';
// The account's invoicing settings: the mileage rate (kronor per km, 2 decimals) that new invoices' mileage lines
// charge (ferriers.mileageRateOre, the API's mileageRate). Left empty, Skatteverket's tax-free allowance applies
// (DEFAULT_MILEAGE_RATE_ORE_PER_KM), as on the server. The owner sets it; staff see it.
import { useLocale, useTranslations } from 'next-intl';
import { NumberInput } from '@/components/form/number-input';
import type { FerrierProfile } from '@/lib/client/account-api';
import { formatMoney } from '@/lib/format';
import { profileInput } from '@/lib/validation/account';
import { DEFAULT_MILEAGE_RATE_ORE_PER_KM } from '@/lib/validation/invoice';
import { ProfileSettingSection } from './profile-setting-section';

/** The shared rule of ferriers/update for the field: kronor, not negative, at most 2 decimals; blank is the default. */
const mileageRateRule = profileInput.pick({ mileageRate: true });

/** A saved rate as the field shows it: 2 decimals with the language's decimal sign ("2,50" in Swedish). */
function rateText(rate: number | null, locale: string): string {
  if (rate === null) return '';
  const text = rate.toFixed(2);
  return locale === 'sv' ? text.replace('.', ',') : text;
}

export function InvoicingSection({ profile, owner }: { profile: FerrierProfile; owner: boolean }) {
  const t = useTranslations('profile.invoicing');
  const tAll = useTranslations();
  const locale = useLocale();
  const defaultRate = formatMoney(DEFAULT_MILEAGE_RATE_ORE_PER_KM);

  function check(value: string): string | undefined {
    const checked = mileageRateRule.safeParse({ mileageRate: value });
    if (checked.success) return undefined;
    const key = checked.error.issues[0]?.message ?? 'validation.invalid';
    return tAll.has(key as never) ? tAll(key as never) : tAll('validation.invalid' as never);
  }

  const current =
    profile.mileageRate === null
      ? t('defaultRate', { rate: defaultRate })
      : t('perKm', { rate: formatMoney(Math.round(profile.mileageRate * 100)) });

  return (
    <ProfileSettingSection
      profile={profile}
      owner={owner}
      field="mileageRate"
      namespace="profile.invoicing"
      label={t('mileageRate')}
      hint={t('hint', { rate: defaultRate })}
      valueOf={(p) => rateText(p.mileageRate, locale)}
      shown={current}
      check={check}
      toField={(value) => (value.trim() === '' ? null : value.trim())}
      input={(value, setValue) => (
        <NumberInput
          decimal
          unit={t('unit')}
          name="mileageRate"
          placeholder={rateText(DEFAULT_MILEAGE_RATE_ORE_PER_KM / 100, locale)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
    />
  );
}
