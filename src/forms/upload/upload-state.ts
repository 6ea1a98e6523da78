import type { Attachment } from './upload-attachment';

/**
 * One row of the uploader, through the states of spec A §4: selected (waiting for upload) → uploading (with
 * progress) → uploaded (has an id) → removing. A failed upload stays in the list as `failed` so it can be
 * retried; a failed removal goes back to uploaded with its error.
 */
export type UploadStatus = 'selected' | 'uploading' | 'uploaded' | 'failed' | 'removing';

export interface UploadItem {
  /** Stable key of the row: the attachment id once known, a local key before. */
  key: string;
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  /** The chosen file, kept for the upload, a retry and the preview; absent for attachments loaded with the form. */
  file?: File;
  attachment?: Attachment;
  /** 0 to 1 while uploading; undefined when the browser does not report it. */
  progress?: number;
  /** Why the last upload or removal failed, in the person's language. */
  error?: string;
}

export interface UploadState {
  items: UploadItem[];
  /** A refused file (wrong type, too big, empty): shown at the field, nothing uploaded. */
  refusal?: { reason: 'type' | 'size' | 'empty'; name: string };
}

export type UploadAction =
  | { type: 'sync'; value: readonly Attachment[] }
  | { type: 'add'; items: { key: string; file: File }[] }
  | { type: 'refuse'; reason: 'type' | 'size' | 'empty'; name: string }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number | undefined }
  | { type: 'uploaded'; key: string; attachment: Attachment }
  | { type: 'failed'; key: string; error: string }
  | { type: 'removing'; key: string }
  | { type: 'removed'; key: string }
  | { type: 'removeFailed'; key: string; error: string }
  | { type: 'discard'; key: string };

const uploadedItem = (attachment: Attachment): UploadItem => ({
  key: attachment.id,
  name: attachment.name,
  size: attachment.size,
  type: attachment.type,
  status: 'uploaded',
  attachment,
});

export const initialUploads = (value: readonly Attachment[] = []): UploadState => ({
  items: value.map(uploadedItem),
});

function update(
  state: UploadState,
  key: string,
  change: (item: UploadItem) => UploadItem | undefined,
): UploadState {
  let touched = false;
  const items = state.items.flatMap((item) => {
    if (item.key !== key) return [item];
    touched = true;
    const next = change(item);
    return next ? [next] : [];
  });
  return touched ? { ...state, items } : state;
}

const withoutError = ({ error: _error, progress: _progress, ...item }: UploadItem): UploadItem => item;

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'sync': {
      // The form's value is the truth for uploaded files (a reset, a loaded record); rows still in flight stay.
      const ids = new Set(action.value.map((attachment) => attachment.id));
      const kept = state.items.filter((item) => !item.attachment || ids.has(item.attachment.id));
      const known = new Set(kept.flatMap((item) => (item.attachment ? [item.attachment.id] : [])));
      const added = action.value.filter((attachment) => !known.has(attachment.id)).map(uploadedItem);
      if (added.length === 0 && kept.length === state.items.length) return state;
      return { ...state, items: [...kept, ...added] };
    }
    case 'add': {
      const { refusal: _refusal, ...rest } = state;
      const added = action.items.map(({ key, file }) => ({
        key,
        name: file.name,
        size: file.size,
        type: file.type,
        status: 'selected' as const,
        file,
      }));
      return { ...rest, items: [...state.items, ...added] };
    }
    case 'refuse':
      return { ...state, refusal: { reason: action.reason, name: action.name } };
    case 'start':
      return update(state, action.key, (item) =>
        item.file && (item.status === 'selected' || item.status === 'failed')
          ? { ...withoutError(item), status: 'uploading' }
          : item,
      );
    case 'progress':
      return update(state, action.key, (item) =>
        item.status === 'uploading'
          ? action.progress === undefined
            ? withoutError(item)
            : { ...item, progress: Math.max(0, Math.min(1, action.progress)) }
          : item,
      );
    case 'uploaded':
      return update(state, action.key, (item) =>
        item.status === 'uploading'
          ? { ...withoutError(item), status: 'uploaded', attachment: action.attachment }
          : item,
      );
    case 'failed':
      return update(state, action.key, (item) =>
        item.status === 'uploading' ? { ...withoutError(item), status: 'failed', error: action.error } : item,
      );
    case 'removing':
      return update(state, action.key, (item) =>
        item.status === 'uploaded' ? { ...withoutError(item), status: 'removing' } : item,
      );
    case 'removed':
      return update(state, action.key, (item) => (item.status === 'removing' ? undefined : item));
    case 'removeFailed':
      return update(state, action.key, (item) =>
        item.status === 'removing' ? { ...item, status: 'uploaded', error: action.error } : item,
      );
    case 'discard':
      return update(state, action.key, (item) => (item.attachment ? item : undefined));
  }
}

/** The form's value: every row the server holds (uploaded, or being removed until the removal succeeds). */
export const attachmentsOf = (state: UploadState): Attachment[] =>
  state.items.flatMap((item) => (item.attachment ? [item.attachment] : []));

/** With `single`, the drop zone hides while the list has a row and comes back when it is empty (spec A §4). */
export const showsDropZone = (state: UploadState, single: boolean): boolean =>
  !single || state.items.length === 0;

/** Rows a delayed uploader still has to send (the Upload button). */
export const waiting = (state: UploadState): UploadItem[] =>
  state.items.filter((item) => item.status === 'selected');

/** A cheap identity of a value, to tell the form's echo from a real outside change. */
export const valueKey = (value: readonly Attachment[]): string =>
  value.map((attachment) => attachment.id).join('|');
