'use client';
// Profile → Your data (the owner's; issue 26): the whole account's data in one JSON file (GET ferriers/export), at
// any time — also while the account is read-only, and before an ended subscription's data is deleted.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { exportAccount } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { saveBlob } from '@/lib/client/save-blob';
import { toast } from '@/lib/client/toast';

export function DataExportSection() {
  const t = useTranslations('profile.dataExport');
  const tc = useTranslations('common');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await exportAccount();
      saveBlob(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        `hovbook-${data.exportedAt.slice(0, 10)}.json`,
      );
    } catch (err) {
      toast.error(isApiError(err) ? err.message : tc('networkError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="data-export" className="scroll-mt-20">
      <FormSection title={t('title')} description={t('intro')} columns={1}>
        <div>
          <Button variant="secondary" onClick={() => void download()} loading={busy}>
            {t('download')}
          </Button>
        </div>
      </FormSection>
    </section>
  );
}
