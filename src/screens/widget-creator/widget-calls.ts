/** The widget creator's calls (openapi main.yaml: /api/v2/processing/widget-versions…, payment-methods). */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { WidgetVersion, WidgetVersionBody } from './widget-draft';

export const versionsQuery = queryOptions({
  queryKey: ['widget-creator', 'versions'],
  queryFn: async () => (await unwrap(api.main.GET('/api/v2/processing/widget-versions'))).data,
});

export const versionQuery = (id: string) =>
  queryOptions({
    queryKey: ['widget-creator', 'version', id],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/processing/widget-versions/{id}', { params: { path: { id } } })))
        .data,
    // A missing version is an answer, not a hiccup: show it at once.
    retry: false,
  });

export const methodsQuery = queryOptions({
  queryKey: ['widget-creator', 'payment-methods'],
  queryFn: async () => (await unwrap(api.main.GET('/api/v2/processing/payment-methods'))).data,
});

export async function createVersion(body: WidgetVersionBody): Promise<WidgetVersion> {
  return (await unwrap(api.main.POST('/api/v2/processing/widget-versions', { body }))).data;
}

export async function updateVersion(id: string, body: WidgetVersionBody): Promise<WidgetVersion> {
  return (
    await unwrap(api.main.PUT('/api/v2/processing/widget-versions/{id}', { params: { path: { id } }, body }))
  ).data;
}

export async function deleteVersion(id: string): Promise<void> {
  await unwrap(api.main.DELETE('/api/v2/processing/widget-versions/{id}', { params: { path: { id } } }));
}

export async function submitVersion(id: string): Promise<WidgetVersion> {
  return (
    await unwrap(
      api.main.POST('/api/v2/processing/widget-versions/{id}/submit', { params: { path: { id } } }),
    )
  ).data;
}

/** POST /api/v2/attachments (spec A §7) for a background image; answers where the image can be fetched. */
export async function uploadBackground(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('purpose', 'logo');
  const answer = await unwrap(
    api.main.POST('/api/v2/attachments', {
      // The typed body describes the multipart fields; the FormData carrying them goes out as it is.
      body: { file: file.name, purpose: 'logo' },
      bodySerializer: () => form,
    }),
  );
  const url = answer.data.url;
  if (!url) throw new Error('The upload answered without a URL');
  return new URL(url, window.location.href).href;
}
