// File rules for the uploader's attachments ({ name, size, type }), browser Files and RJSF's data URLs.
import { readNumber, readStrings } from './params';
import type { RuleDef } from './rule-types';
import { isEmpty } from './values';

interface FileInfo {
  name?: string;
  type?: string;
  /** Bytes; unknown for a file known only by its name or address. */
  size?: number;
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;

/** A data URL's `name=` as written, when its percent-encoding is broken (decodeURIComponent would throw). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** What a value says about one file, or undefined when it is not a file. */
export function fileInfo(value: unknown): FileInfo | undefined {
  if (typeof value === 'string') {
    const data = DATA_URL.exec(value);
    if (!data) return { name: value };
    const [, type = '', params = '', payload = ''] = data;
    const name = /;name=([^;]*)/.exec(params)?.[1];
    const base64 = params.includes(';base64');
    const size = base64
      ? Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0)
      : undefined;
    return { type, name: name === undefined ? undefined : decodedName(name), size };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { name, type, size } = value as Record<string, unknown>;
  const info: FileInfo = {
    name: typeof name === 'string' ? name : undefined,
    type: typeof type === 'string' ? type : undefined,
    size: typeof size === 'number' ? size : undefined,
  };
  return info.name === undefined && info.type === undefined && info.size === undefined ? undefined : info;
}

/** Passes empty values; a single file or every file of a list must pass `test`. */
const everyFile =
  (test: (file: FileInfo, param: unknown) => boolean): RuleDef['check'] =>
  (value, param) => {
    if (isEmpty(value)) return true;
    const files = Array.isArray(value) ? value : [value];
    return files.every((item) => {
      const info = fileInfo(item);
      return info !== undefined && test(info, param);
    });
  };

/** jpg and jpeg are one format; MIME subtypes are compared the same way ("image/jpeg" is jpg). */
const canonical = (ext: string) => {
  const lower = ext.trim().toLowerCase().replace(/^\./, '');
  return lower === 'jpeg' ? 'jpg' : lower;
};

function typeMatches(file: FileInfo, allowed: string[]): boolean {
  const extension = file.name?.includes('.')
    ? canonical(file.name.slice(file.name.lastIndexOf('.') + 1))
    : '';
  const mime = file.type?.toLowerCase() ?? '';
  const subtype = mime.includes('/') ? canonical(mime.slice(mime.indexOf('/') + 1)) : '';
  return allowed.some((entry) => {
    const want = entry.trim().toLowerCase();
    if (want.endsWith('/*')) return mime.startsWith(want.slice(0, -1));
    if (want.includes('/')) return mime === want;
    return canonical(want) === extension || canonical(want) === subtype;
  });
}

export const FILE_RULES = {
  // A file whose size the value does not tell (a stored document's address) is not held back.
  size: {
    param: 'kilobytes',
    check: everyFile((file, param) => {
      const kilobytes = readNumber(param);
      return kilobytes !== undefined && (file.size === undefined || file.size <= kilobytes * 1024);
    }),
    values: (param) => ({ size: readNumber(param) ?? String(param) }),
  },
  mimes: {
    param: 'strings',
    check: everyFile((file, param) => typeMatches(file, readStrings(param) ?? [])),
    values: (param) => ({
      types: (readStrings(param) ?? []).map((t) => (t.includes('/') ? t : t.toUpperCase())).join(', '),
    }),
  },
} satisfies Record<string, RuleDef>;
