import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { translateServerMessage } from '@/i18n/server-messages';
import { checkFile, type UploadLimit } from './limits';
import { deleteAttachment, uploadAttachment, type Attachment, type UploadPurpose } from './upload-attachment';
import { attachmentsOf, initialUploads, uploadReducer, valueKey, type UploadItem } from './upload-state';
import { useLatest } from '@/lib/use-latest';

export interface UseUploadsOptions {
  value: readonly Attachment[];
  onChange: (value: Attachment[]) => void;
  limit: UploadLimit | undefined;
  purpose: UploadPurpose;
  single: boolean;
  /** Wait for the person to press Upload instead of uploading each chosen file at once. */
  delayUpload: boolean;
  /** Text keys replacing the default failure message (spec A §5: custom messages come from configuration). */
  failedMessage?: string;
}

let nextKey = 0;
const localKey = () => `local-${++nextKey}`;

/**
 * The uploader's rows and what can be done with them: choose files (checked against the limit, uploaded at once
 * unless delayed), upload or retry a row, remove a row (DELETE for an uploaded file). Keeps the form's value in
 * step: it changes only when the set of uploaded files does.
 */
export function useUploads({
  value,
  onChange,
  limit,
  purpose,
  single,
  delayUpload,
  failedMessage,
}: UseUploadsOptions) {
  const { t } = useTranslation(['widgets', 'errors']);
  const [state, dispatch] = useReducer(uploadReducer, value, initialUploads);
  const emitted = useRef(valueKey(value));
  const uploads = useRef(new Map<string, AbortController>());

  // An outside change of the value (a reset, a loaded record) replaces the uploaded rows.
  useEffect(() => {
    if (valueKey(value) === emitted.current) return;
    emitted.current = valueKey(value);
    dispatch({ type: 'sync', value });
  }, [value]);

  // Our own changes go to the form once the set of uploaded files is different.
  // (`attachments` is a new array on every render; `key` says when it really changed.)
  const attachments = attachmentsOf(state);
  const key = valueKey(attachments);
  const latest = useLatest({ attachments, onChange });
  useEffect(() => {
    if (key === emitted.current) return;
    emitted.current = key;
    latest.current.onChange(latest.current.attachments);
  }, [latest, key]);

  // Leaving the page cancels uploads still running.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const failure = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    if (failedMessage) return t(failedMessage);
    // A refusal the server explains (an invalid file) is shown as it says; anything else is the catalogue's.
    if (error instanceof ApiError && error.statusCode === 422 && error.message)
      return translateServerMessage(error.message, t);
    return t('errors:server.fileUploadFailed');
  };

  const upload = async (item: Pick<UploadItem, 'key' | 'file'>) => {
    if (!item.file || uploads.current.has(item.key)) return;
    const controller = new AbortController();
    uploads.current.set(item.key, controller);
    dispatch({ type: 'start', key: item.key });
    try {
      const attachment = await uploadAttachment(item.file, {
        purpose,
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: 'progress', key: item.key, progress }),
      });
      dispatch({ type: 'uploaded', key: item.key, attachment });
    } catch (error) {
      const message = failure(error);
      if (message) dispatch({ type: 'failed', key: item.key, error: message });
    } finally {
      uploads.current.delete(item.key);
    }
  };

  const choose = (files: readonly File[]) => {
    const room = single ? Math.max(0, 1 - state.items.length) : files.length;
    const accepted: { key: string; file: File }[] = [];
    for (const file of files.slice(0, room)) {
      const reason = checkFile(file, limit);
      if (reason) dispatch({ type: 'refuse', reason, name: file.name });
      else accepted.push({ key: localKey(), file });
    }
    if (accepted.length === 0) return;
    dispatch({ type: 'add', items: accepted });
    if (!delayUpload) accepted.forEach((item) => void upload(item));
  };

  const remove = async (item: UploadItem) => {
    if (!item.attachment) {
      uploads.current.get(item.key)?.abort();
      dispatch({ type: 'discard', key: item.key });
      return;
    }
    dispatch({ type: 'removing', key: item.key });
    try {
      await deleteAttachment(item.attachment.id);
      dispatch({ type: 'removed', key: item.key });
    } catch {
      dispatch({ type: 'removeFailed', key: item.key, error: t('uploader.removeFailed') });
    }
  };

  return {
    state,
    choose,
    upload: (item: UploadItem) => void upload(item),
    remove: (item: UploadItem) => void remove(item),
  };
}
