import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { xhrFetch, type ProgressListener } from './xhr-fetch';

/** An uploaded file as the form keeps it (spec A §3 File / Attachment). */
export interface Attachment {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** What the file is for; the server applies that purpose's limits (openapi uploadAttachment). */
export type UploadPurpose = 'verification_document' | 'kyb_document' | 'logo' | 'support' | 'other';

/**
 * POST /api/v2/attachments with the file as multipart form data (spec A §7). Progress comes from the upload
 * itself (XMLHttpRequest), while the call still goes through the typed main client and its middleware.
 */
export async function uploadAttachment(
  file: Blob & { name: string },
  {
    purpose,
    onProgress,
    signal,
  }: { purpose: UploadPurpose; onProgress: ProgressListener; signal?: AbortSignal },
): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('purpose', purpose);
  const answer = await unwrap(
    api.main.POST('/api/v2/attachments', {
      // The typed body describes the multipart fields; the FormData carrying them goes out as it is.
      body: { file: file.name, purpose },
      bodySerializer: () => form,
      fetch: xhrFetch(onProgress, signal),
    }),
  );
  const { id, name, size, type } = answer.data;
  return { id, name, size, type };
}

/** DELETE /api/v2/attachments/{id} (spec A §7). */
export async function deleteAttachment(id: string): Promise<void> {
  await unwrap(api.main.DELETE('/api/v2/attachments/{id}', { params: { path: { id } } }));
}
