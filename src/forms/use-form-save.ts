import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ErrorSchema } from '@rjsf/utils';
import { ApiError } from '@/api/errors';
import { noticeApiError } from '@/api/error-notice';
import { translateServerMessage } from '@/i18n/server-messages';
import { notice } from '@/ui/notices';
import type { FormFile } from '@/config/form-file';
import { callOperation, submitBody } from './operation';
import { serverErrorSchema } from './server-errors';
import { errorsOnExtras, errorsOnFields, splitParts } from './submit-parts';
import { schemaAt } from './error-messages';
import { noticeValues } from './notice-values';
import type { ValueSources } from './value-refs';

/**
 * Sends a form through its submit operation, for a form page and a form dialog alike. Success: the file's
 * notice with its values (the answer's data, `noticeValues`, `noticeFormats`), every cached query refreshed (a
 * transfer changes balances and transactions; a settings form changes the session), then `onDone` with the
 * answer. Failure: the server's field errors at their fields, its message as a notice in the person's language
 * (else the file's `onFailure.notice`), and the form data untouched.
 */
export function useFormSave(file: FormFile, schema: Record<string, unknown>) {
  const { t } = useTranslation(['forms', 'errors']);
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>({});

  async function submit(sources: ValueSources, onDone: (response: unknown) => void) {
    setSubmitting(true);
    setServerErrors({});
    try {
      const body = splitParts(submitBody(file.submit, sources), file.submit.parts, file.uiSchema);
      const response = await callOperation(file.submit, sources, body);
      const values = noticeValues(file.onSuccess, { ...sources, response });
      notice.success(t(file.onSuccess.notice, values as Record<string, string>));
      await queryClient.invalidateQueries();
      onDone(response);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const placed = serverErrorSchema(
          errorsOnFields(errorsOnExtras(error.errors, file.submit.extra), file.submit.parts),
          (path) => schemaAt(schema, path) !== undefined,
          (message) => translateServerMessage(message, t),
        );
        setServerErrors(placed.errorSchema);
      }
      await noticeApiError(error, file.onFailure?.notice);
    } finally {
      setSubmitting(false);
    }
  }

  /** Forgets the server's field errors once the person edits (a no-op when there are none, so no re-render). */
  const clearServerErrors = () =>
    setServerErrors((current) => (Object.keys(current).length === 0 ? current : {}));
  return { submit, submitting, serverErrors, clearServerErrors };
}
