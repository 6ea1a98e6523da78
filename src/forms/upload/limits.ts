import { DOCUMENT_MAX_BYTES, LOGO_MAX_BYTES } from '@/config/limits';
import type { UploadPurpose } from './upload-attachment';

/** What an uploader accepts: file formats (lower-case extensions, in the order shown) and a size cap. */
export interface UploadLimit {
  formats: readonly string[];
  maxBytes: number;
}

/**
 * The document limits of spec A §5: KYB documents JPG, JPEG, PNG, PDF up to 8 MB; verification documents
 * JPEG, PNG, PDF up to 8 MB; logos JPG, JPEG, PNG up to 1 MB. Each preset also names the server purpose, so
 * the server checks the same limits.
 */
export const LIMIT_PRESETS = {
  kyb: { formats: ['jpg', 'jpeg', 'png', 'pdf'], maxBytes: DOCUMENT_MAX_BYTES, purpose: 'kyb_document' },
  verification: {
    formats: ['jpeg', 'png', 'pdf'],
    maxBytes: DOCUMENT_MAX_BYTES,
    purpose: 'verification_document',
  },
  logo: { formats: ['jpg', 'jpeg', 'png'], maxBytes: LOGO_MAX_BYTES, purpose: 'logo' },
  // Not in spec A §5: screenshots and documents sent with a support ticket take the document limits.
  support: { formats: ['jpg', 'jpeg', 'png', 'pdf'], maxBytes: DOCUMENT_MAX_BYTES, purpose: 'support' },
} as const satisfies Record<string, UploadLimit & { purpose: UploadPurpose }>;

export type LimitPreset = keyof typeof LIMIT_PRESETS;

const KB = 1024;

// A .jpg and a .jpeg file are the same JPEG image: a list naming either accepts both.
const SAME_FORMAT: Record<string, string> = { jpg: 'jpeg' };
const canonical = (format: string) => SAME_FORMAT[format] ?? format;

const MIME_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

const normalizeFormat = (format: string) => format.trim().toLowerCase().replace(/^\./, '');

/**
 * The limit of `ui:options.limit`: a preset name, or `{ size: kilobytes, formats: [...] }`. Anything else is no
 * limit (the server still checks its own).
 *
 * @example resolveLimit('logo') // { formats: ['jpg', 'jpeg', 'png'], maxBytes: 1048576 }
 * @example resolveLimit({ size: 500, formats: ['PDF'] }) // { formats: ['pdf'], maxBytes: 512000 }
 */
export function resolveLimit(option: unknown): UploadLimit | undefined {
  if (typeof option === 'string' && Object.hasOwn(LIMIT_PRESETS, option)) {
    const { formats, maxBytes } = LIMIT_PRESETS[option as LimitPreset];
    return { formats, maxBytes };
  }
  if (typeof option !== 'object' || option === null) return undefined;
  const { size, formats } = option as { size?: unknown; formats?: unknown };
  const list = Array.isArray(formats)
    ? [...new Set(formats.filter((f): f is string => typeof f === 'string').map(normalizeFormat))].filter(
        Boolean,
      )
    : [];
  const maxBytes = typeof size === 'number' && size > 0 ? size * KB : Number.POSITIVE_INFINITY;
  if (list.length === 0 && maxBytes === Number.POSITIVE_INFINITY) return undefined;
  return { formats: list, maxBytes };
}

/** The server purpose for a preset, else `ui:options.purpose` when it is one, else 'other'. */
export function purposeOf(limitOption: unknown, purposeOption: unknown): UploadPurpose {
  const purposes: readonly UploadPurpose[] = [
    'verification_document',
    'kyb_document',
    'logo',
    'support',
    'other',
  ];
  if (typeof purposeOption === 'string' && (purposes as readonly string[]).includes(purposeOption))
    return purposeOption as UploadPurpose;
  if (typeof limitOption === 'string' && Object.hasOwn(LIMIT_PRESETS, limitOption))
    return LIMIT_PRESETS[limitOption as LimitPreset].purpose;
  return 'other';
}

interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** The file's format from its name, or from its MIME type when the name has no extension. */
export function formatOf(file: Pick<FileLike, 'name' | 'type'>): string | undefined {
  const dot = file.name.lastIndexOf('.');
  if (dot > 0 && dot < file.name.length - 1) return file.name.slice(dot + 1).toLowerCase();
  return MIME_FORMATS[file.type.toLowerCase()];
}

/**
 * Why a file cannot be uploaded under a limit, or undefined when it can. The extension decides; a MIME type
 * the browser knows must agree with it, so "photo.png" that is really a PDF is refused before it is sent.
 */
export function checkFile(
  file: FileLike,
  limit: UploadLimit | undefined,
): 'type' | 'size' | 'empty' | undefined {
  if (file.size === 0) return 'empty';
  if (!limit) return undefined;
  if (limit.formats.length > 0) {
    const allowed = new Set(limit.formats.map(canonical));
    const format = formatOf(file);
    if (!format || !allowed.has(canonical(format))) return 'type';
    const mimeFormat = MIME_FORMATS[file.type.toLowerCase()];
    if (mimeFormat && canonical(mimeFormat) !== canonical(format)) return 'type';
  }
  if (file.size > limit.maxBytes) return 'size';
  return undefined;
}

/** The `accept` attribute of the file input: the extensions and their MIME types, so pickers filter. */
export function acceptOf(limit: UploadLimit | undefined): string | undefined {
  if (!limit || limit.formats.length === 0) return undefined;
  const wanted = new Set(limit.formats.map(canonical));
  const mimes = Object.entries(MIME_FORMATS)
    .filter(([, format]) => wanted.has(canonical(format)))
    .map(([mime]) => mime);
  const extensions = [
    ...new Set(limit.formats.flatMap((f) => (canonical(f) === 'jpeg' ? ['jpg', 'jpeg'] : [f]))),
  ];
  return [...extensions.map((f) => `.${f}`), ...mimes].join(',');
}

/** "PDF, PNG" as the hint shows the formats, in the order the limit lists them. */
export const formatsText = (limit: UploadLimit): string =>
  limit.formats.map((f) => f.toUpperCase()).join(', ');

/**
 * A byte count in the person's language: "8 MB", "500 kB", "1.5 MB" (1 MB = 1024 KB, as the limits are
 * counted). Intl picks the unit's spelling and the decimal mark.
 */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / (KB * KB);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / KB, bytes > 0 ? 0.1 : 0), 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value >= 10 ? 0 : 1,
  }).format(value);
}

/** Only these images get a preview (spec A §5). */
export const hasPreview = (file: Pick<FileLike, 'name' | 'type'>): boolean =>
  ['png', 'jpg', 'jpeg'].includes(formatOf(file) ?? '');
