import { useQuery, type QueryClient } from '@tanstack/react-query';
import { loadForm, type LoadedForm } from './load-form';
import { formTextQuery } from './form-text';
import { callOperation } from './operation';
import { startingData, takeDraft } from './return-to';
import { pick, resolveValues, type ValueSources } from './value-refs';
import type { OperationCall, ValueRef } from '@/config/form-file';

/** The `initial` entries read from the address's query string (`{ "$query": "recipient_id" }`). */
const queryRefs = (initial: Record<string, ValueRef> | undefined) =>
  Object.fromEntries(
    Object.entries(initial ?? {}).filter(
      ([, ref]) => typeof ref === 'object' && ref !== null && '$query' in ref,
    ),
  );

/** Whether `load` has a value for each of its path params (an optional address part may be left out). */
const loadsRecord = (load: OperationCall, sources: ValueSources) =>
  Object.keys(load.params?.path ?? {}).every(
    (name) => resolveValues(load.params?.path, sources)[name] !== undefined,
  );

/**
 * The values a form starts with: the loaded record (edit forms), then the file's `initial` refs, where
 * `$response` reads the load's answer (e.g. `{ "tag_ids": { "$response": "data.tags[].id" } }`), then the draft
 * the person left to add a new record from a select (return-to.ts), then the `$query` values of `initial`
 * (the record just added, handed back in the address).
 */
function useInitialData(form: LoadedForm | undefined, sources: ValueSources) {
  const load = form?.file.load;
  return useQuery({
    queryKey: ['form-initial', form?.name, sources.route, sources.query?.toString()],
    enabled: form !== undefined,
    queryFn: async () => {
      const reads = load !== undefined && loadsRecord(load, sources);
      const answer = reads ? await callOperation(load, sources) : undefined;
      const picked = reads ? pick(answer, load.pick ?? 'data') : {};
      const record = typeof picked === 'object' && picked !== null ? (picked as Record<string, unknown>) : {};
      const refSources = { ...sources, response: answer };
      const data = startingData(
        record,
        resolveValues(form?.file.initial, refSources),
        form && typeof sessionStorage !== 'undefined' ? takeDraft(sessionStorage, form.name) : undefined,
        resolveValues(queryRefs(form?.file.initial), refSources),
      );
      return { data, record: reads ? record : undefined };
    },
    staleTime: 0,
    gcTime: 0,
  });
}

/** `schemas/forms/NAME.json` with its texts and validator: loaded once (one cache entry per name). */
export const formFileQuery = (name: string) => ({
  queryKey: ['form-file', name],
  queryFn: ({ client }: { client: QueryClient }) =>
    loadForm(name, () => client.fetchQuery(formTextQuery(name))),
  staleTime: Infinity,
});

/**
 * A form file ready to render, for a form page and a form dialog alike: `schemas/forms/NAME.json` with its
 * texts and validator, and the values it starts with. `record` is the record `load` read (undefined when it
 * read none); it follows the server after every save. `failed` is the first error; `retry` asks again for
 * whatever failed.
 */
export function useFormFile(name: string, sources: ValueSources) {
  const formQuery = useQuery(formFileQuery(name));
  const initial = useInitialData(formQuery.data, sources);
  return {
    form: formQuery.data,
    initialData: formQuery.data ? initial.data?.data : undefined,
    record: formQuery.data ? initial.data?.record : undefined,
    failed: formQuery.error ?? initial.error,
    retry: () => void (formQuery.error ? formQuery.refetch() : initial.refetch()),
  };
}
