import { useLocale, useTranslations } from 'next-intl';
import { LanguageSwitchButtons } from './language-switch-buttons';

/** The language toggle with its texts. No 'use client' of its own: on the public site it renders on the server (no
 *  translation runtime in the browser); inside client screens it uses next-intl's client provider. */
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
