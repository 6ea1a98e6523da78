import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  checkFile,
  formatOf,
  formatSize,
  formatsText,
  hasPreview,
  purposeOf,
  resolveLimit,
} from '@/forms/upload/limits';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('resolveLimit', () => {
  it.each([
    ['kyb', { formats: ['jpg', 'jpeg', 'png', 'pdf'], maxBytes: 8 * MB }],
    ['verification', { formats: ['jpeg', 'png', 'pdf'], maxBytes: 8 * MB }],
    ['logo', { formats: ['jpg', 'jpeg', 'png'], maxBytes: 1 * MB }],
    [
      { size: 500, formats: ['PDF', '.png', 'pdf'] },
      { formats: ['pdf', 'png'], maxBytes: 500 * 1024 },
    ],
    [{ formats: ['csv'] }, { formats: ['csv'], maxBytes: Number.POSITIVE_INFINITY }],
    [{ size: 100 }, { formats: [], maxBytes: 100 * 1024 }],
    [{}, undefined],
    ['passport', undefined],
    [undefined, undefined],
    ['toString', undefined],
  ])('%j → %o', (option, expected) => {
    expect(resolveLimit(option)).toEqual(expected);
  });
});

describe('purposeOf', () => {
  it.each([
    ['kyb', undefined, 'kyb_document'],
    ['verification', undefined, 'verification_document'],
    ['logo', undefined, 'logo'],
    [{ size: 1 }, undefined, 'other'],
    [undefined, 'support', 'support'],
    ['kyb', 'support', 'support'],
    [undefined, 'selfie', 'other'],
  ])('limit %j, purpose %j → %s', (limit, purpose, expected) => {
    expect(purposeOf(limit, purpose)).toBe(expected);
  });
});

describe('checkFile', () => {
  const kyb = resolveLimit('kyb');
  const verification = resolveLimit('verification');
  const logo = resolveLimit('logo');
  it.each([
    ['a PDF within 8 MB', file('scan.pdf', 'application/pdf', 8 * MB), kyb, undefined],
    ['a PDF over 8 MB', file('scan.pdf', 'application/pdf', 8 * MB + 1), kyb, 'size'],
    ['a GIF', file('cat.gif', 'image/gif'), kyb, 'type'],
    ['an upper-case extension', file('SCAN.PDF', 'application/pdf'), kyb, undefined],
    ['a .jpg where only JPEG is listed', file('id.jpg', 'image/jpeg'), verification, undefined],
    ['a PNG named as one but really a PDF', file('photo.png', 'application/pdf'), kyb, 'type'],
    ['a PDF logo', file('logo.pdf', 'application/pdf'), logo, 'type'],
    ['a logo over 1 MB', file('logo.png', 'image/png', MB + 1), logo, 'size'],
    ['a name without extension, known MIME', file('scan', 'application/pdf'), kyb, undefined],
    ['a name without extension, unknown MIME', file('scan', ''), kyb, 'type'],
    ['an empty file', file('scan.pdf', 'application/pdf', 0), kyb, 'empty'],
    ['anything without a limit', file('notes.xyz', ''), undefined, undefined],
    ['a size-only limit', file('notes.xyz', '', 2048), resolveLimit({ size: 1 }), 'size'],
  ])('%s', (_, candidate, limit, expected) => {
    expect(checkFile(candidate, limit)).toBe(expected);
  });
});

describe('formats, accept and preview', () => {
  it.each([
    ['scan.PDF', '', 'pdf'],
    ['archive.tar.gz', '', 'gz'],
    ['photo', 'image/png', 'png'],
    ['.env', '', undefined],
    ['photo.', '', undefined],
  ])('formatOf(%j, %j) → %s', (name, type, expected) => {
    expect(formatOf({ name, type })).toBe(expected);
  });

  it('lists the formats as the hint shows them', () => {
    expect(formatsText(resolveLimit('kyb')!)).toBe('JPG, JPEG, PNG, PDF');
    expect(formatsText(resolveLimit({ formats: ['pdf', 'png'] })!)).toBe('PDF, PNG');
  });

  it('tells the file picker both extensions and MIME types', () => {
    expect(acceptOf(resolveLimit('verification'))).toBe(
      '.jpg,.jpeg,.png,.pdf,image/jpeg,image/jpg,image/png,application/pdf',
    );
    expect(acceptOf(undefined)).toBeUndefined();
    expect(acceptOf(resolveLimit({ size: 1 }))).toBeUndefined();
  });

  it.each([
    ['a.png', 'image/png', true],
    ['a.jpg', 'image/jpeg', true],
    ['a.JPEG', '', true],
    ['a.gif', 'image/gif', false],
    ['a.pdf', 'application/pdf', false],
    ['a.webp', 'image/webp', false],
  ])('preview for %s: %s', (name, type, expected) => {
    expect(hasPreview({ name, type })).toBe(expected);
  });
});

describe('formatSize', () => {
  it.each([
    [8 * MB, 'en', '8 MB'],
    [1 * MB, 'en', '1 MB'],
    [1.5 * MB, 'en', '1.5 MB'],
    [1.5 * MB, 'de', '1,5 MB'],
    [500 * 1024, 'en', '500 kB'],
    [1234, 'en', '1.2 kB'],
    [12, 'en', '0.1 kB'], // never "0 kB" for a file that has bytes
    [20 * MB, 'en', '20 MB'],
  ])('%i bytes in %s → %s', (bytes, locale, expected) => {
    expect(formatSize(bytes, locale).replace(/\s/g, ' ')).toBe(expected);
  });
});
