import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { lazyChunk } from '@/lib/lazy-chunk';

type Props = Record<string, unknown>;

function PartLoading() {
  const { t } = useTranslation('forms');
  return <Spinner label={t('common.loading')} />;
}

/**
 * A widget or field few forms use, as its own chunk: the form shows a spinner in its place for the moment
 * the chunk takes, and every other form page is spared its code.
 */
export function lazyPart(
  load: () => Promise<Record<string, unknown>>,
  exportName: string,
): ComponentType<Props> {
  const Part = lazyChunk(async () => {
    const module = await load();
    const component = module[exportName];
    if (typeof component !== 'function') throw new Error(`The form part module has no export ${exportName}.`);
    return { default: component as ComponentType<Props> };
  });
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={<PartLoading />}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = `Lazy(${exportName})`;
  return LazyPart;
}
