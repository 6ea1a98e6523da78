import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, requireCaller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { strip } from './shared';

const MB = 1024 * 1024;
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** Upload limits per purpose (spec A §5): documents JPG/JPEG/PNG/PDF up to 8 MB, logos JPG/JPEG/PNG up to 1 MB. */
const LIMITS: Record<string, { types: readonly string[]; maxBytes: number }> = {
  verification_document: { types: DOCUMENT_TYPES, maxBytes: 8 * MB },
  kyb_document: { types: DOCUMENT_TYPES, maxBytes: 8 * MB },
  logo: { types: ['image/jpeg', 'image/png'], maxBytes: 1 * MB },
  support: { types: [...DOCUMENT_TYPES, 'image/gif', 'text/plain'], maxBytes: 8 * MB },
  other: { types: DOCUMENT_TYPES, maxBytes: 8 * MB },
};
const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  gif: 'image/gif',
  txt: 'text/plain',
};

const invalidFile = (message = 'Invalid file type') => failure(422, message, { file: [message] });

/** Small images are kept as data URLs so a logo or a scan can be shown again after a reload. */
async function urlOf(file: File, id: string): Promise<string> {
  if (!file.type.startsWith('image/') || file.size > 256 * 1024)
    return `/demo/files/${id}/${encodeURIComponent(file.name)}`;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type};base64,${btoa(binary)}`;
}

/** File uploads shared by every uploader (spec A §7 attachment upload, §4 uploader, §5 limits). */
export const attachmentHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.post('/api/v2/attachments', async ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw invalidFile('The file field is required.');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw invalidFile('The file field is required.');
    const purpose = String(form.get('purpose') ?? 'other');
    const limit = LIMITS[purpose];
    if (!limit)
      throw failure(422, 'The selected purpose is invalid.', {
        purpose: ['The selected purpose is invalid.'],
      });
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const type =
      file.type && file.type !== 'application/octet-stream'
        ? file.type
        : (EXTENSIONS[extension] ?? file.type);
    if (!limit.types.includes(type) || (EXTENSIONS[extension] && EXTENSIONS[extension] !== type))
      throw invalidFile();
    if (file.size === 0) throw invalidFile('The file is empty.');
    if (file.size > limit.maxBytes) throw failure(413, 'File upload failed. Please try again later');
    const id = String(backend.db.attachments.nextId());
    const row = scope.attachments.insert({
      id,
      name: file.name.slice(0, 191) || 'file',
      size: file.size,
      type,
      url: await urlOf(file, id),
    });
    return response(200).json(ok(strip(row), 'File uploaded'));
  }),

  mainHttp.delete('/api/v2/attachments/{id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const attachment = found(scope.attachments.get(params.id), 'This page could not be found');
    scope.attachments.remove(attachment.id);
    // A removed file leaves the KYB documents it was attached to.
    const onboarding = scope.onboarding.all()[0];
    if (onboarding?.kyc_document.some((doc) => doc.id === attachment.id))
      scope.onboarding.update(onboarding.id, {
        kyc_document: onboarding.kyc_document.filter((doc) => doc.id !== attachment.id),
      });
    return response(200).json(ok(null, 'File removed'));
  }),
];
