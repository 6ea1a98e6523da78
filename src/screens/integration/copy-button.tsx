import { CopyValueButton } from '@/renderers/copy-share-buttons';

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
      <CopyValueButton value={value} what={what} />
    </div>
  );
}
