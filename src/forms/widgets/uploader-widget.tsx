import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { toBcp47 } from '@/i18n/languages';
import { DropZone } from '@/forms/upload/drop-zone';
import {
  acceptOf,
  formatSize,
  formatsText,
  purposeOf,
  resolveLimit,
  type UploadLimit,
} from '@/forms/upload/limits';
import type { Attachment } from '@/forms/upload/upload-attachment';
import { UploadRow } from '@/forms/upload/upload-row';
import { showsDropZone } from '@/forms/upload/upload-state';
import { useUploads } from '@/forms/upload/use-uploads';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "PDF, PNG · max 8 MB" (spec A §5: a limit is shown as a short hint). */
function hintOf(limit: UploadLimit | undefined, locale: string, t: Translate): string | undefined {
  if (!limit) return undefined;
  const size = Number.isFinite(limit.maxBytes) ? formatSize(limit.maxBytes, locale) : undefined;
  const formats = limit.formats.length ? formatsText(limit) : undefined;
  if (formats && size) return t('uploader.hint', { formats, size });
  return formats ?? (size ? t('uploader.maxSize', { size }) : undefined);
}

const isAttachment = (item: unknown): item is Attachment =>
  typeof item === 'object' && item !== null && typeof (item as Attachment).id === 'string';

const messageKey = (messages: unknown, name: string): string | undefined => {
  const key = (messages as Record<string, unknown> | undefined)?.[name];
  return typeof key === 'string' ? key : undefined;
};

/**
 * RJSF widget `uploader` (spec A §4, §5, §7): the value is the list of uploaded attachments `{ id, name, size,
 * type }`. Chosen files are checked against the limit, uploaded at once with their progress, can be retried
 * when the upload fails, and removed (DELETE for an uploaded one).
 *
 * ui:options
 * - `limit`: 'kyb' | 'verification' | 'logo' | { size: kilobytes, formats: ['pdf', 'png'] }.
 * - `single` (boolean): one file; the drop zone hides while the list has one.
 * - `delayUpload` (boolean): each chosen file waits for its Upload button.
 * - `purpose`: the server purpose (default from the limit preset, else 'other').
 * - `messages`: `{ type?, size?, failed? }` text keys replacing the default messages.
 *
 * @example { "documents": { "ui:widget": "uploader", "ui:options": { "limit": "kyb" } } }
 */
export function UploaderWidget(props: WidgetProps) {
  const { id, value, options, rawErrors, disabled, readonly, onChange } = props;
  const { t, i18n } = useTranslation(['widgets', 'errors']);
  const locale = toBcp47(i18n.language ?? 'en');
  const hintId = useId();
  const limit = resolveLimit(options.limit);
  const single = options.single === true;
  const { state, choose, upload, remove } = useUploads({
    value: Array.isArray(value) ? value.filter(isAttachment) : [],
    onChange: (next) => onChange(next.length ? next : undefined),
    limit,
    purpose: purposeOf(options.limit, options.purpose),
    single,
    delayUpload: options.delayUpload === true,
    failedMessage: messageKey(options.messages, 'failed'),
  });
  const hint = hintOf(limit, locale, t);
  const locked = Boolean(disabled || readonly);

  const refusal = state.refusal;
  const refusalText = !refusal
    ? undefined
    : refusal.reason === 'type'
      ? t(messageKey(options.messages, 'type') ?? 'errors:server.invalidFileType')
      : refusal.reason === 'size'
        ? t(messageKey(options.messages, 'size') ?? 'uploader.tooBig', {
            size: limit ? formatSize(limit.maxBytes, locale) : '',
          })
        : t('uploader.empty');

  return (
    <div className="flex flex-col gap-2">
      {showsDropZone(state, single) && !locked ? (
        <DropZone
          id={id}
          label={props.label}
          multiple={!single}
          accept={acceptOf(limit)}
          describedBy={`${ariaDescribedByIds(id)}${hint ? ` ${hintId}` : ''}`}
          invalid={Boolean(rawErrors?.length || refusal)}
          onFiles={choose}
        />
      ) : null}
      {hint && showsDropZone(state, single) && !locked ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {t('uploader.refused', { name: refusal.name, message: refusalText })}
        </p>
      ) : null}
      {state.items.length ? (
        <ul aria-label={t('uploader.list')} className="flex flex-col gap-2">
          {state.items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              locale={locale}
              delayed={options.delayUpload === true}
              disabled={locked}
              onUpload={upload}
              onRemove={remove}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
