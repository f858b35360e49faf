'use client';
import { useLocale, useTranslations } from 'next-intl';
import { LanguageSwitchButtons } from './language-switch-buttons';

/** The language toggle of the signed-in and auth screens (texts from next-intl's client provider). */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('common');
  return (
    <LanguageSwitchButtons
      current={useLocale()}
      className={className}
      labels={{ group: t('language'), languages: { en: t('languages.en'), sv: t('languages.sv') } }}
    />
  );
}
