import type { UserScope } from '../../store/db';
import type { Owned, WidgetVersion } from '../../store/types';
import { FieldErrors, HEX_COLOR, TITLE } from './errors';
import {
  absoluteUrl,
  COUNTRY,
  CURRENCY,
  isHttpUrl,
  isString,
  type MainBody,
  type MainSchema,
} from './shared';

type WidgetInput = MainBody<'createWidgetVersion'>;

export const toWidgetVersion = (
  request: Request,
  row: Owned<WidgetVersion>,
): MainSchema<'WidgetVersion'> => ({
  id: row.id,
  name: row.name,
  status: row.status,
  updated_at: row.updated_at,
  is_active: row.is_active,
  tags: [...row.tags],
  settings: {
    ...row.settings,
    background_image: absoluteUrl(request, row.settings.background_image),
    payment_methods: row.settings.payment_methods.map((rule) => ({
      ...rule,
      currencies: [...rule.currencies],
      countries: [...rule.countries],
    })),
  },
});

/** The demo keeps small uploaded images as data URLs (main-attachments.ts), so a version may point at one. */
const isImageData = (value: unknown) =>
  typeof value === 'string' && /^data:image\/(png|jpeg|svg\+xml)[;,]/.test(value);

const amountOk = (value: unknown) => value === null || (typeof value === 'number' && value >= 0);

/** Name, tags and appearance of a checkout customization (spec B §2 widget creator). */
export function widgetFields(scope: UserScope, body: WidgetInput, existing?: Owned<WidgetVersion>) {
  const errors = new FieldErrors();
  errors.check(
    isString(body.name) && body.name.length <= 100 && TITLE.test(body.name),
    'name',
    'Only letters, numbers, dashes and spaces.',
  );
  const tags = body.tags ?? existing?.tags ?? [];
  errors.check(
    Array.isArray(tags) &&
      tags.length <= 20 &&
      tags.every((tag) => isString(tag) && tag.length >= 1 && tag.length <= 50),
    'tags',
    'Up to 20 tags of at most 50 characters.',
  );
  const settings = typeof body.settings === 'object' ? body.settings : undefined;
  errors.check(
    ['sharp', 'rounded', 'pill'].includes(settings?.shape ?? ''),
    'settings.shape',
    'The shape must be sharp, rounded or pill.',
  );
  errors.check(
    HEX_COLOR.test(settings?.brand_color ?? ''),
    'settings.brand_color',
    'The colour must look like #1E40AF.',
  );
  errors.check(
    HEX_COLOR.test(settings?.secondary_color ?? ''),
    'settings.secondary_color',
    'The colour must look like #1E40AF.',
  );
  errors.check(
    ['website', 'image'].includes(settings?.background ?? ''),
    'settings.background',
    'The background must be website or image.',
  );
  const image = settings?.background_image ?? null;
  if (settings?.background === 'image')
    errors.check(
      isHttpUrl(image) || isImageData(image),
      'settings.background_image',
      'Upload a background image.',
    );
  const rules = Array.isArray(settings?.payment_methods) ? settings.payment_methods : [];
  rules.forEach((rule, i) => {
    const field = `settings.payment_methods.${i}`;
    errors.check(
      !!scope.paymentMethods.get(rule.payment_method_id),
      `${field}.payment_method_id`,
      'Unknown payment method.',
    );
    errors.check(
      typeof rule.enabled === 'boolean',
      `${field}.enabled`,
      'The enabled field must be true or false.',
    );
    const bounded = amountOk(rule.min_amount) && amountOk(rule.max_amount);
    errors.check(
      bounded && (rule.min_amount === null || rule.max_amount === null || rule.min_amount <= rule.max_amount),
      `${field}.min_amount`,
      'The minimum must be 0 or more and not above the maximum.',
    );
    errors.check(
      (rule.currencies ?? []).every((c) => CURRENCY.test(c)),
      `${field}.currencies`,
      'Invalid currency.',
    );
    errors.check(
      (rule.countries ?? []).every((c) => COUNTRY.test(c)),
      `${field}.countries`,
      'Invalid country.',
    );
  });
  errors.throwIfAny();
  return {
    name: body.name,
    tags: [...tags],
    settings: {
      shape: settings?.shape ?? 'rounded',
      brand_color: settings?.brand_color ?? '#1f4e79',
      secondary_color: settings?.secondary_color ?? '#f8fafc',
      background: settings?.background ?? 'website',
      background_image: settings?.background === 'image' ? image : null,
      payment_methods: rules.map((rule) => ({
        payment_method_id: rule.payment_method_id,
        enabled: rule.enabled,
        min_amount: rule.min_amount,
        max_amount: rule.max_amount,
        currencies: [...(rule.currencies ?? [])],
        countries: [...(rule.countries ?? [])],
      })),
    },
  };
}
