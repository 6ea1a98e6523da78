import { describe, expect, it } from 'vitest';
import {
  attachmentsOf,
  initialUploads,
  showsDropZone,
  uploadReducer,
  valueKey,
  waiting,
  type UploadAction,
  type UploadItem,
  type UploadState,
} from '@/forms/upload/upload-state';

const file = { name: 'scan.pdf', size: 10, type: 'application/pdf' } as File;
const att = (id: string) => ({ id, name: `${id}.pdf`, size: 10, type: 'application/pdf' });
const row = (status: UploadItem['status'], extra: Partial<UploadItem> = {}): UploadItem => ({
  key: 'k1',
  name: 'scan.pdf',
  size: 10,
  type: 'application/pdf',
  status,
  file,
  ...extra,
});
const of = (...items: UploadItem[]): UploadState => ({ items });
const uploaded = (id: string): UploadItem => ({
  key: id,
  name: `${id}.pdf`,
  size: 10,
  type: 'application/pdf',
  status: 'uploaded',
  attachment: att(id),
});

describe('uploadReducer', () => {
  it.each<[string, UploadState, UploadAction, UploadState]>([
    [
      'a chosen file waits for upload',
      of(),
      { type: 'add', items: [{ key: 'k1', file }] },
      of(row('selected')),
    ],
    [
      'choosing again clears an earlier refusal',
      { items: [], refusal: { reason: 'type', name: 'a.gif' } },
      { type: 'add', items: [{ key: 'k1', file }] },
      of(row('selected')),
    ],
    [
      'a refused file is reported, not listed',
      of(),
      { type: 'refuse', reason: 'size', name: 'big.pdf' },
      { items: [], refusal: { reason: 'size', name: 'big.pdf' } },
    ],
    ['start uploads a waiting file', of(row('selected')), { type: 'start', key: 'k1' }, of(row('uploading'))],
    [
      'start retries a failed file, dropping its error',
      of(row('failed', { error: 'x' })),
      { type: 'start', key: 'k1' },
      of(row('uploading')),
    ],
    [
      'start ignores an uploaded file',
      of(row('uploaded', { attachment: att('a') })),
      { type: 'start', key: 'k1' },
      of(row('uploaded', { attachment: att('a') })),
    ],
    ['start ignores a row without a file', of(uploaded('a')), { type: 'start', key: 'a' }, of(uploaded('a'))],
    [
      'progress is kept between 0 and 1',
      of(row('uploading')),
      { type: 'progress', key: 'k1', progress: 1.2 },
      of(row('uploading', { progress: 1 })),
    ],
    [
      'unknown progress is indeterminate',
      of(row('uploading', { progress: 0.5 })),
      { type: 'progress', key: 'k1', progress: undefined },
      of(row('uploading')),
    ],
    [
      'progress after the upload is ignored',
      of(row('uploaded', { attachment: att('a') })),
      { type: 'progress', key: 'k1', progress: 0.3 },
      of(row('uploaded', { attachment: att('a') })),
    ],
    [
      'an answer with an id makes it uploaded',
      of(row('uploading', { progress: 1 })),
      { type: 'uploaded', key: 'k1', attachment: att('a') },
      of(row('uploaded', { attachment: att('a') })),
    ],
    [
      'a failure keeps the file for a retry',
      of(row('uploading', { progress: 0.4 })),
      { type: 'failed', key: 'k1', error: 'Failed' },
      of(row('failed', { error: 'Failed' })),
    ],
    [
      'remove starts on an uploaded file',
      of(uploaded('a')),
      { type: 'removing', key: 'a' },
      of({ ...uploaded('a'), status: 'removing' }),
    ],
    [
      'remove ignores a file still uploading',
      of(row('uploading')),
      { type: 'removing', key: 'k1' },
      of(row('uploading')),
    ],
    [
      'a finished removal drops the row',
      of({ ...uploaded('a'), status: 'removing' }),
      { type: 'removed', key: 'a' },
      of(),
    ],
    [
      'a failed removal restores the row with its error',
      of({ ...uploaded('a'), status: 'removing' }),
      { type: 'removeFailed', key: 'a', error: 'No' },
      of({ ...uploaded('a'), error: 'No' }),
    ],
    [
      'discard drops a row the server never had',
      of(row('failed', { error: 'x' })),
      { type: 'discard', key: 'k1' },
      of(),
    ],
    [
      'discard keeps a row the server has',
      of(uploaded('a')),
      { type: 'discard', key: 'a' },
      of(uploaded('a')),
    ],
    [
      'an unknown key changes nothing',
      of(row('selected')),
      { type: 'start', key: 'nope' },
      of(row('selected')),
    ],
  ])('%s', (_, before, action, after) => {
    expect(uploadReducer(before, action)).toEqual(after);
  });

  it('takes the form value as the truth for uploaded rows, keeping rows in flight', () => {
    const before = of(uploaded('a'), uploaded('b'), row('uploading'));
    const after = uploadReducer(before, { type: 'sync', value: [att('b'), att('c')] });
    expect(after.items.map((item) => item.attachment?.id ?? item.status)).toEqual(['b', 'uploading', 'c']);
    expect(uploadReducer(after, { type: 'sync', value: [att('b'), att('c')] })).toBe(after);
  });
});

describe('derived values', () => {
  const state = of(
    uploaded('a'),
    { ...uploaded('b'), status: 'removing' },
    row('selected'),
    row('failed', { key: 'k2' }),
  );

  it('the value is every file the server holds, in order', () => {
    expect(attachmentsOf(state)).toEqual([att('a'), att('b')]);
    expect(valueKey(attachmentsOf(state))).toBe('a|b');
  });

  it('lists the rows still waiting for the Upload button', () => {
    expect(waiting(state).map((item) => item.key)).toEqual(['k1']);
  });

  it.each([
    [of(), true, true],
    [of(row('selected')), true, false],
    [of(uploaded('a')), true, false],
    [of(uploaded('a')), false, true],
  ])('drop zone for %o with single %s: %s', (candidate, single, shown) => {
    expect(showsDropZone(candidate, single)).toBe(shown);
  });

  it('starts from the value the form already has', () => {
    expect(initialUploads([att('a')])).toEqual(of(uploaded('a')));
    expect(initialUploads()).toEqual(of());
  });
});
