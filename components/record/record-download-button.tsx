'use client';
// A record's "Download PDF" button (a journal, an invoice): refused while its edit form keeps changes not saved yet
// (the spec's "save or update first" message: the PDF would not show them), else the file saved under its name; a
// failure as a toast.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileTextIcon } from '@/components/ui/icons';
import { useErrorMessage } from '@/components/list/list-states';
import { getDraft } from '@/lib/client/form-drafts';
import { saveBlob } from '@/lib/client/save-blob';
import { signedInUserId } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import type { RecordBase, ResourceOf } from './record-resource';

/** Whether the record's edit form keeps changes not saved yet (its draft). */
export function hasUnsavedEdits<T extends RecordBase>(resource: ResourceOf<T>, id: string): boolean {
  const draft = getDraft(`${resource.route}-edit-${id}`, signedInUserId());
  return draft !== undefined && Object.keys(draft).length > 0;
}

export function RecordDownloadButton<T extends RecordBase>({
  resource,
  id,
  file,
  name,
  unsavedMessage,
  label,
}: {
  resource: ResourceOf<T>;
  id: string;
  /** Fetches the file (the API needs the bearer token). */
  file: (id: string) => Promise<Blob>;
  /** The name it is saved under. */
  name: string;
  unsavedMessage: string;
  label: string;
}) {
  const errorMessage = useErrorMessage();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (hasUnsavedEdits(resource, id)) {
      toast.error(unsavedMessage);
      return;
    }
    setDownloading(true);
    try {
      saveBlob(await file(id), name);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button variant="secondary" loading={downloading} onClick={() => void download()}>
      <FileTextIcon className="size-4" />
      {label}
    </Button>
  );
}
