import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '@/i18n/languages';
import { DropZone } from '@/forms/upload/drop-zone';
import { UploadRow } from '@/forms/upload/upload-row';
import type { UploadItem } from '@/forms/upload/upload-state';
import { KitSection } from './kit-section';
import { setting } from './snippet';

const UI_SCHEMA = {
  documents: {
    'ui:widget': 'uploader',
    'ui:options': { limit: 'kyb', delayUpload: true },
  },
};

/** One row in each state of spec A §4 (selected, uploading with progress, uploaded, failed, removing). */
function sampleRows(failed: string): UploadItem[] {
  const file = { size: 482_000, type: 'application/pdf' };
  return [
    { key: 'selected', name: 'certificate-of-incorporation.pdf', status: 'selected', ...file },
    { key: 'uploading', name: 'bank-statement-2024-06.pdf', status: 'uploading', progress: 0.42, ...file },
    { key: 'uploaded', name: 'articles-of-association.pdf', status: 'uploaded', ...file },
    { key: 'failed', name: 'proof-of-address.pdf', status: 'failed', error: failed, ...file },
    { key: 'removing', name: 'old-licence.pdf', status: 'removing', ...file },
  ];
}

/** Upload and Retry move a sample row on to uploaded: the catalogue sends nothing. */
const uploaded = (row: UploadItem, key: string): UploadItem =>
  row.key === key ? { ...row, status: 'uploaded', error: undefined, progress: undefined } : row;

/**
 * The uploader's parts (src/forms/upload/) in every state at once. A file chosen here joins the list as
 * "ready to upload"; nothing is sent. Upload and Retry mark a row uploaded, Remove takes it out.
 */
export function UploaderStates() {
  const { t, i18n } = useTranslation('uiKit');
  const [rows, setRows] = useState(() => sampleRows(t('samples.uploadFailed')));
  const add = (files: File[]) =>
    setRows((current) => [
      ...files.map((file, index) => ({
        key: `chosen-${current.length + index}`,
        name: file.name,
        size: file.size,
        type: file.type,
        status: 'selected' as const,
        file,
      })),
      ...current,
    ]);
  return (
    <KitSection
      id="uploader"
      title={t('sections.uploader.title')}
      description={t('sections.uploader.description')}
      snippet={setting('uiSchema', UI_SCHEMA)}
    >
      <div className="space-y-3">
        <DropZone
          id="ui-kit-uploader"
          label={t('samples.documents')}
          multiple
          accept=".pdf,.png,.jpg"
          describedBy=""
          invalid={false}
          onFiles={add}
        />
        <ul aria-label={t('samples.documents')} className="space-y-2">
          {rows.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              locale={toBcp47(i18n.language ?? 'en')}
              delayed
              disabled={false}
              onUpload={(chosen) => setRows((current) => current.map((row) => uploaded(row, chosen.key)))}
              onRemove={(gone) => setRows((current) => current.filter((row) => row.key !== gone.key))}
            />
          ))}
        </ul>
      </div>
    </KitSection>
  );
}
