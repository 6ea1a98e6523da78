import { useRef, useState } from 'react';
import { UploadCloud } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cn } from '@/lib/cn';

export interface DropZoneProps {
  /** Id of the choose button, the widget's focusable element. */
  id: string;
  /** The field's label: the button's name carries it, since the form's `<label for>` would replace its text. */
  label: string;
  multiple: boolean;
  accept: string | undefined;
  describedBy: string;
  invalid: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * Where files come in: a real button that opens the file picker (so keyboards and screen readers get there),
 * and the whole box as a drop target for a mouse user dragging files in.
 */
export function DropZone({ id, label, multiple, accept, describedBy, invalid, onFiles }: DropZoneProps) {
  const { t } = useTranslation('widgets');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const action = t(multiple ? 'uploader.chooseMany' : 'uploader.chooseOne');
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center',
        over ? 'border-primary bg-primary/5' : 'border-border',
        invalid && 'border-destructive',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <UploadCloud aria-hidden className="size-6 text-muted-foreground" />
      <Button
        id={id}
        type="button"
        variant="outline"
        size="sm"
        aria-label={label ? t('uploader.chooseFor', { label, action }) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={() => input.current?.click()}
      >
        {action}
      </Button>
      <p className="text-xs text-muted-foreground">{t('uploader.drop')}</p>
      <input
        ref={input}
        type="file"
        className="hidden"
        tabIndex={-1}
        aria-hidden
        multiple={multiple}
        accept={accept}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again after a removal must fire a change.
          event.target.value = '';
        }}
      />
    </div>
  );
}
