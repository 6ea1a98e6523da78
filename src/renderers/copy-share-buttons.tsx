import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, Share2 } from 'lucide-react';
import { Button } from '@/ui/button';
import { notice } from '@/ui/notices';

/** Copies `value`; the icon turns into a tick for a moment, and a refusing browser says so. */
export function CopyValueButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('forms');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notice.success(t('common.copied'));
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notice.error(t('common.copyFailed'));
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="shrink-0 gap-1.5"
      aria-label={t('common.copyWhat', { what })}
      onClick={() => void copy()}
    >
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      <span>{t('common.copy')}</span>
    </Button>
  );
}

/** Opens the device's share sheet with `value`; where there is none (most desktops), copies it instead. */
export function ShareValueButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('forms');
  const share = async () => {
    const data = /^https?:\/\//.test(value) ? { title: what, url: value } : { title: what, text: value };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(value);
      notice.success(t('common.copiedToShare'));
    } catch {
      notice.error(t('common.copyFailed'));
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="shrink-0 gap-1.5"
      aria-label={t('common.shareWhat', { what })}
      onClick={() => void share()}
    >
      <Share2 aria-hidden className="size-4" />
      <span>{t('common.share')}</span>
    </Button>
  );
}
