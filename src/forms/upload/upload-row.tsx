import { FileText, RotateCcw, Upload, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cn } from '@/lib/cn';
import { FilePreview } from './file-preview';
import { formatSize, hasPreview } from './limits';
import type { UploadItem } from './upload-state';

export interface UploadRowProps {
  item: UploadItem;
  locale: string;
  /** Shows the Upload button on a waiting row (a delayed uploader). */
  delayed: boolean;
  disabled: boolean;
  onUpload: (item: UploadItem) => void;
  onRemove: (item: UploadItem) => void;
}

/** One file of the uploader: name, size, state, progress, and its actions (retry, upload, remove). */
export function UploadRow({ item, locale, delayed, disabled, onUpload, onRemove }: UploadRowProps) {
  const { t } = useTranslation('widgets');
  const percent = item.progress === undefined ? undefined : Math.round(item.progress * 100);
  return (
    <li className="flex items-center gap-3 rounded-md border border-border bg-card p-2">
      {item.file && hasPreview(item) ? (
        <FilePreview file={item.file} alt={t('uploader.preview', { name: item.name })} />
      ) : (
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded bg-muted">
          <FileText className="size-5 text-muted-foreground" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" dir="auto">
          {item.name}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatSize(item.size, locale)} · {t(`uploader.status.${item.status}`)}
        </p>
        {item.status === 'uploading' ? (
          <div
            role="progressbar"
            aria-label={t('uploader.uploading', { name: item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full bg-primary transition-[width]',
                percent === undefined && 'w-full animate-pulse',
              )}
              style={percent === undefined ? undefined : { width: `${percent}%` }}
            />
          </div>
        ) : null}
        {item.error ? (
          <p role="alert" className="mt-1 text-xs text-destructive">
            {item.error}
          </p>
        ) : null}
      </div>
      {item.status === 'failed' && !disabled ? (
        <Button type="button" variant="outline" size="sm" onClick={() => onUpload(item)}>
          <RotateCcw aria-hidden className="size-4" />
          {t('uploader.retry')}
        </Button>
      ) : null}
      {item.status === 'selected' && delayed && !disabled ? (
        <Button type="button" size="sm" onClick={() => onUpload(item)}>
          <Upload aria-hidden className="size-4" />
          {t('uploader.upload')}
        </Button>
      ) : null}
      {disabled ? null : (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={t('uploader.remove', { name: item.name })}
          disabled={item.status === 'removing'}
          onClick={() => onRemove(item)}
        >
          <X aria-hidden className="size-4" />
        </Button>
      )}
    </li>
  );
}
