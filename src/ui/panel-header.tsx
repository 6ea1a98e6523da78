import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * The title row of a drawer or side panel: its heading (the panel's accessible name through `titleId`) and a
 * close button labelled for screen readers.
 */
export function PanelHeader({
  titleId,
  title,
  closeLabel,
  onClose,
  className,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
}) {
  return (
    <div
      className={cn('flex items-center justify-between gap-2 border-b border-border bg-card py-2', className)}
    >
      <h2 id={titleId} className="text-sm font-semibold">
        {title}
      </h2>
      <Button variant="ghost" size="icon" aria-label={closeLabel} onClick={onClose}>
        <X aria-hidden className="size-5" />
      </Button>
    </div>
  );
}
