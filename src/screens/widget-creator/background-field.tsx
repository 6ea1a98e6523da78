import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { FieldError } from '@/ui/field-shell';
import { uploadBackground } from './widget-calls';
import type { Background } from './widget-draft';

/** The uploader's logo limits (spec A §5): JPG/JPEG/PNG up to 1 MB. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_MAX_BYTES = 1024 * 1024;

interface BackgroundFieldProps {
  background: Background;
  image: string | null;
  error?: string | undefined;
  onChange: (patch: { background?: Background; background_image?: string | null }) => void;
}

/** The merchant's website behind the widget, or an uploaded image (spec B §2). */
export function BackgroundField({ background, image, error, onChange }: BackgroundFieldProps) {
  const { t } = useTranslation(['widgetCreator', 'errors']);
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const message = problem ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(t('problems.imageType'));
    if (file.size > IMAGE_MAX_BYTES) return setProblem(t('problems.imageSize'));
    setProblem(undefined);
    setUploading(true);
    try {
      onChange({ background: 'image', background_image: await uploadBackground(file) });
    } catch (failure) {
      setProblem(apiErrorText(failure, t, 'errors:server.fileUploadFailed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('appearance.background')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {(['website', 'image'] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="widget-background"
              checked={background === kind}
              onChange={() => onChange({ background: kind })}
            />
            {t(`appearance.backgrounds.${kind}`)}
          </label>
        ))}
      </div>
      {background === 'image' && (
        <div className="flex flex-wrap items-center gap-3">
          {image && (
            <img
              src={image}
              alt={t('appearance.currentImage')}
              className="h-16 w-24 rounded border border-border object-cover"
            />
          )}
          {/* The file input sits inside its label: the label is what shows, and takes the focus ring. */}
          <Button
            asChild
            variant="outline"
            size="sm"
            className="cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <label>
              {image ? t('appearance.replaceImage') : t('appearance.uploadImage')}
              <input
                id={id}
                type="file"
                accept=".png,.jpg,.jpeg,image/png,image/jpeg"
                className="sr-only"
                aria-invalid={Boolean(message)}
                aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
                disabled={uploading}
                onChange={(event) => {
                  void choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          </Button>
          {uploading && <Spinner label={t('appearance.uploading')} />}
          <p id={`${id}-hint`} className="w-full text-xs text-muted-foreground">
            {t('appearance.imageHint')}
          </p>
        </div>
      )}
      <FieldError id={id} error={message} />
    </fieldset>
  );
}
