import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { formatMoney } from '@/i18n/format';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DEFAULT_CURRENCY } from '../invoice-builder/invoice-draft';

const productQuery = (id: string) => ({
  queryKey: ['product-preview', id],
  queryFn: async () =>
    (await unwrap(api.main.GET('/api/v2/invoicing/products/{id}', { params: { path: { id } } }))).data,
  retry: false,
});

/** /invoices/products/preview/:slug — the product as a customer meets it: picture, name, kind and price. */
export default function ProductPreviewScreen() {
  const { t } = useTranslation('invoice-builder');
  const { slug = '' } = useParams();
  const product = useQuery(productQuery(slug));
  // A picture address that does not load shows the placeholder, not a broken image.
  const [broken, setBroken] = useState(false);
  const back = routeHref('invoices-products') ?? '/';
  const edit = routeHref('invoices-products-slug', { slug });

  if (product.isPending) return <PageLoading />;
  if (product.isError)
    return <PageFailed message={t('preview.loadFailed')} onRetry={() => void product.refetch()} />;

  const { name, image, category, type, prices = [], active } = product.data;
  const main = prices.find((price) => price.currency === DEFAULT_CURRENCY) ?? prices[0];
  const others = prices.filter((price) => price !== main);

  return (
    <div className="space-y-4" data-route-name="invoices-products-preview-slug">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('preview.title')}</h1>
          <p className="text-muted-foreground">{t('preview.note')}</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to={back}>{t('preview.back')}</Link>
          </Button>
          {edit ? (
            <Button asChild>
              <Link to={edit}>{t('preview.edit')}</Link>
            </Button>
          ) : null}
        </div>
      </div>
      {!active ? (
        <p role="status" className="rounded-md border border-border p-3 text-sm">
          {t('preview.inactive')}
        </p>
      ) : null}
      <Card className="mx-auto max-w-md overflow-hidden" aria-label={name}>
        {image && !broken ? (
          <img
            src={image}
            alt={name}
            onError={() => setBroken(true)}
            className="aspect-[4/3] w-full bg-muted object-cover"
          />
        ) : (
          <div className="grid aspect-[4/3] w-full place-items-center bg-muted text-muted-foreground">
            <ImageOff aria-hidden className="size-10" />
            <span className="sr-only">{t('preview.noImage')}</span>
          </div>
        )}
        <div className="space-y-3 p-4">
          <div>
            {category ? (
              <p className="text-xs uppercase tracking-wide text-muted-foreground">{category}</p>
            ) : null}
            <h2 className="text-xl font-semibold">{name}</h2>
            <p className="text-sm text-muted-foreground">{t(`preview.${type}`)}</p>
          </div>
          {main ? (
            <p className="text-2xl font-semibold tabular-nums" aria-label={t('preview.price')}>
              <bdi dir="ltr">{formatMoney(main.amount, main.currency)}</bdi>
            </p>
          ) : null}
          {others.length ? (
            <p className="text-sm text-muted-foreground">
              {t('preview.prices')}{' '}
              {others.map((price, index) => (
                <span key={price.id}>
                  {index > 0 ? ', ' : ''}
                  <bdi dir="ltr">{formatMoney(price.amount, price.currency)}</bdi>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
