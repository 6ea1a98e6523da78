import { useEffect, useId, useReducer, useRef } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '@/i18n/server-messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { cn } from '@/lib/cn';
import { INLINE_EDIT_MAX, inlineEditReducer, saveDecision } from './inline-edit-state';

export interface InlineEditProps {
  /** What the value is (a name, a title); names the input and the edit button. */
  label: string;
  value: string;
  /** Saves the new text; a rejection keeps the editor open with its message under the input. */
  onSave: (text: string) => Promise<unknown>;
  maxLength?: number;
  className?: string;
}

/**
 * A value with an edit button that turns into an input with Save and Cancel (spec A §2 "inline editor", §5):
 * Enter saves, Escape cancels, an unchanged value just closes the editor (undo), the input is locked while the
 * save runs, and a failed save keeps what was typed.
 */
export function InlineEdit({
  label,
  value,
  onSave,
  maxLength = INLINE_EDIT_MAX,
  className,
}: InlineEditProps) {
  const { t } = useTranslation(['widgets', 'errors']);
  const [state, dispatch] = useReducer(inlineEditReducer, { mode: 'view' });
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const errorId = useId();

  // Back from editing, the focus returns to the edit button so a keyboard user is where they started.
  useEffect(() => {
    if (state.mode === 'view' && wasEditing.current) editButton.current?.focus();
    wasEditing.current = state.mode !== 'view';
  }, [state.mode]);

  const save = async () => {
    if (state.mode !== 'editing') return;
    const decision = saveDecision(state.draft, value, maxLength);
    if (decision.kind === 'undo') return dispatch({ type: 'cancel' });
    dispatch({ type: 'saving' });
    if (decision.kind === 'tooLong')
      return dispatch({ type: 'failed', error: t('inlineEdit.tooLong', { max: maxLength }) });
    try {
      await onSave(decision.text);
      dispatch({ type: 'saved' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      dispatch({
        type: 'failed',
        error: message ? translateServerMessage(message, t) : t('inlineEdit.failed'),
      });
    }
  };

  if (state.mode === 'view')
    return (
      <div className={cn('flex min-w-0 items-center gap-2', className)}>
        <span className={cn('truncate', !value && 'text-muted-foreground')}>
          {value || t('inlineEdit.empty')}
        </span>
        <Button
          ref={editButton}
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={t('inlineEdit.edit', { label })}
          onClick={() => dispatch({ type: 'edit', value })}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
      </div>
    );

  const saving = state.mode === 'saving';
  const error = state.mode === 'editing' ? state.error : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label={label}
          value={state.draft}
          maxLength={maxLength}
          disabled={saving}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 basis-48"
          onChange={(event) => dispatch({ type: 'type', draft: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              dispatch({ type: 'cancel' });
            }
          }}
        />
        <Button
          type="button"
          size="sm"
          disabled={saving}
          aria-busy={saving || undefined}
          onClick={() => void save()}
        >
          {saving ? t('inlineEdit.saving') : t('inlineEdit.save')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={saving}
          onClick={() => dispatch({ type: 'cancel' })}
        >
          {t('inlineEdit.cancel')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
