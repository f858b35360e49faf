'use client';
// The account's invoicing settings: the mileage rate (kronor per km, 2 decimals) that new invoices' mileage lines
// charge (ferriers.mileageRateOre, the API's mileageRate). Left empty, Skatteverket's tax-free allowance applies
// (DEFAULT_MILEAGE_RATE_ORE_PER_KM), as on the server. The owner sets it; staff see it.
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { NumberInput } from '@/components/form/number-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { updateProfile, type FerrierProfile } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { queryKeys } from '@/lib/client/queries/keys';
import { toast } from '@/lib/client/toast';
import { formatMoney } from '@/lib/format';
import { profileInput } from '@/lib/validation/account';
import { DEFAULT_MILEAGE_RATE_ORE_PER_KM } from '@/lib/validation/invoice';

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
  const tc = useTranslations('common');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const saved = rateText(profile.mileageRate, locale);
  const [value, setValue] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const defaultRate = formatMoney(DEFAULT_MILEAGE_RATE_ORE_PER_KM);

  async function save() {
    setError(undefined);
    const checked = mileageRateRule.safeParse({ mileageRate: value });
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? 'validation.invalid';
      setError(tAll.has(key as never) ? tAll(key as never) : tAll('validation.invalid' as never));
      return;
    }
    setSaving(true);
    try {
      const updated = await updateProfile(profile.id, {
        mileageRate: value.trim() === '' ? null : value.trim(),
      });
      queryClient.setQueryData(queryKeys.profile(profile.id), updated);
      setValue(rateText(updated.mileageRate, locale));
      toast.success(t('saved'));
    } catch (err) {
      setError(isApiError(err) ? (err.fields?.mileageRate ?? err.message) : tc('networkError'));
    } finally {
      setSaving(false);
    }
  }

  const current =
    profile.mileageRate === null
      ? t('defaultRate', { rate: defaultRate })
      : t('perKm', { rate: formatMoney(Math.round(profile.mileageRate * 100)) });

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
          <FormField
            label={t('mileageRate')}
            hint={t('hint', { rate: defaultRate })}
            error={error}
            className="sm:max-w-xs"
          >
            <NumberInput
              decimal
              unit={t('unit')}
              name="mileageRate"
              placeholder={rateText(DEFAULT_MILEAGE_RATE_ORE_PER_KM / 100, locale)}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
          <FormActions>
            <Button type="submit" loading={saving} disabled={value.trim() === saved}>
              {t('save')}
            </Button>
          </FormActions>
        </form>
      ) : (
        <p className="text-stone-700">
          {t('mileageRate')}: <span className="font-semibold">{current}</span>
        </p>
      )}
    </FormSection>
  );
}
