import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/ui/button';
import { notice } from '@/ui/notices';

/**
 * Copies `value` to the clipboard; `what` names it for screen readers ("Copy publishable key"). The icon turns
 * into a tick for a moment; a browser that refuses says so, and the value stays on screen to select by hand.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('integration');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notice.success(t('copy.copied'));
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notice.error(t('copy.failed'));
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="shrink-0 gap-1.5"
      aria-label={t('copy.labelOf', { what })}
      onClick={() => void copy()}
    >
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      <span>{t('copy.label')}</span>
    </Button>
  );
}

/** A key or number in a monospace box beside its copy button; long values wrap instead of widening the page. */
export function CopyValue({ value, what, label }: { value: string; what: string; label?: string }) {
  return (
    <div className="flex items-center gap-2">
      <code
        dir="ltr"
        aria-label={label}
        className="min-w-0 flex-1 break-all rounded-md bg-muted px-2.5 py-1.5 font-mono text-sm"
      >
        {value}
      </code>
      <CopyButton value={value} what={what} />
    </div>
  );
}
