import { useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { translateServerMessage } from '@/i18n/server-messages';
import { notice } from '@/ui/notices';
import { canUndo, historyReducer, startHistory } from './undo-history';
import { isUndoShortcut, keyPressOf } from './undo-keys';
import { updateVersion, versionQuery, versionsQuery } from './widget-calls';
import { bodyOf, draftOf, draftProblems, type WidgetDraft, type WidgetVersion } from './widget-draft';

/**
 * The editor's draft with its undo history, the save (PUT) and where each problem shows. A failed save keeps
 * the draft as it is; the server's field errors show at their fields until that part is changed again.
 */
export function useWidgetEditor(version: WidgetVersion) {
  const { t } = useTranslation(['widgetCreator', 'errors']);
  const queryClient = useQueryClient();
  const [history, dispatch] = useReducer(historyReducer<WidgetDraft>, draftOf(version), startHistory);
  const [saved, setSaved] = useState(version);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const draft = history.present;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isUndoShortcut(keyPressOf(event))) return;
      event.preventDefault();
      dispatch({ type: 'undo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const dirty = JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(draftOf(saved)));
  useEffect(() => {
    if (!dirty) return;
    // Closing the tab or reloading with unsaved edits: the browser asks first.
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);

  const problems = draftProblems(draft);
  /** Field → the text shown there: a rule the browser checks (after a first save), or what the server said. */
  const errors: Record<string, string> = {
    ...(tried ? Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])) : {}),
    ...serverErrors,
  };

  const change = (patch: Partial<WidgetDraft>, group?: string) => {
    dispatch({ type: 'change', next: { ...draft, ...patch }, group });
    // What the server said was about the values sent; a changed field no longer carries it.
    const fields = Object.keys(patch);
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.some((f) => touches(field, f)))),
    );
  };

  async function save() {
    setTried(true);
    if (Object.keys(problems).length > 0) {
      notice.error(t('notices.fixFields'));
      return;
    }
    setSaving(true);
    try {
      const updated = await updateVersion(saved.id, bodyOf(draft));
      setSaved(updated);
      setServerErrors({});
      setTried(false);
      dispatch({ type: 'mark' });
      queryClient.setQueryData(versionQuery(updated.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: versionsQuery.queryKey });
      notice.success(t('notices.saved'));
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  function showFailure(error: unknown) {
    const placed: Record<string, string> = {};
    const unplaced: string[] = [];
    if (error instanceof ApiError && error.errors)
      for (const [field, messages] of Object.entries(error.errors)) {
        const text = translateServerMessage(messages[0] ?? '', t);
        if (shownAt(field)) placed[field] = text;
        else unplaced.push(text);
      }
    setServerErrors(placed);
    notice.error(
      unplaced[0] ?? (Object.keys(placed).length ? t('notices.fixFields') : apiErrorText(error, t)),
    );
  }

  return {
    draft,
    saved,
    errors,
    saving,
    dirty,
    change,
    save,
    canUndo: canUndo(history),
    undo: () => dispatch({ type: 'undo' }),
  };
}

/** Fields the editor shows a message at; a server error about anything else goes into a notice. */
const PLACED_FIELDS = new Set([
  'name',
  'tags',
  'settings.brand_color',
  'settings.secondary_color',
  'settings.background',
  'settings.background_image',
]);
/** A rule's amounts, currencies and countries show at the rule (its method id and switch have no message). */
const RULE_FIELD = /^settings\.payment_methods\.\d+\.(min_amount|max_amount|currencies|countries)$/;
const shownAt = (field: string) => PLACED_FIELDS.has(field) || RULE_FIELD.test(field);

/** Whether a change of draft part `part` concerns the error at `field` (rules are one part). */
function touches(field: string, part: string): boolean {
  const name = part === 'rules' ? 'payment_methods' : part;
  return field === name || field === `settings.${name}` || field.startsWith(`settings.${name}.`);
}
