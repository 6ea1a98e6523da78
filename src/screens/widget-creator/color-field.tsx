import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/ui/input';
import { normalizeHex, textOn, WHITE } from './colors';
import { describedBy, FieldShell } from '@/ui/field-shell';

interface ColorFieldProps {
  label: string;
  value: string;
  /** What the server said about this field after a save. */
  error?: string | undefined;
  onChange: (hex: string) => void;
}

/**
 * A colour as hex text and as a picker. Text that is not a hex colour stays in the field with a message and
 * does not reach the widget; the readable text colour on it (the contrast helper) is shown beside it.
 */
export function ColorField({ label, value, error, onChange }: ColorFieldProps) {
  const { t } = useTranslation('widgetCreator');
  const id = useId();
  // The text typed, while it is not (yet) a colour; tied to the value it was typed over, so undo shows the value.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const [left, setLeft] = useState(false);
  const text = typed && typed.over === value ? typed.text : value;
  const invalid = normalizeHex(text) === undefined;
  const message = invalid && (left || text.length >= 7) ? t('problems.hex') : error;
  const contrast = textOn(value);

  return (
    <FieldShell id={id} label={label} error={message}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('appearance.picker', { name: label })}
          value={value.toLowerCase()}
          onChange={(event) => {
            setTyped(null);
            onChange(event.target.value.toUpperCase());
          }}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-border bg-card p-1"
        />
        <Input
          {...describedBy(id, message, true)}
          value={text}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          className="font-mono uppercase"
          onBlur={() => setLeft(true)}
          onChange={(event) => {
            const next = event.target.value;
            const hex = normalizeHex(next);
            if (hex) {
              setTyped(null);
              onChange(hex);
            } else setTyped({ text: next, over: value });
          }}
        />
      </div>
      <p id={`${id}-hint`} className="flex items-center gap-2 text-xs text-muted-foreground">
        <span
          aria-hidden
          className="inline-grid size-6 place-items-center rounded border border-border text-xs font-semibold"
          style={{ backgroundColor: value, color: contrast }}
        >
          Aa
        </span>
        {contrast === WHITE ? t('appearance.textWhite') : t('appearance.textBlack')}
      </p>
    </FieldShell>
  );
}
