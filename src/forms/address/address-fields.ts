import type { components } from '@/api/generated/main';
import { parseServerRules, type AddressRule } from './server-rules';

export type LocalizedAddressConfig = components['schemas']['LocalizedAddressConfig'];
export type Subdivision = components['schemas']['Subdivision'];

/** One input of the address form, ready to render and validate. */
export interface AddressFieldSpec {
  name: string;
  /** The server's label, or a text key when `translate` is set (the fallback fields). */
  label: string;
  translate: boolean;
  placeholder?: string;
  kind: 'text' | 'select';
  /** For selects: which level of the subdivision tree feeds it (1 to 3). */
  level?: 1 | 2 | 3;
  /** The honoured rules, without `required` (that is `required`). */
  rules: AddressRule[];
  required: boolean;
  default?: string;
}

const level = (value: unknown): 1 | 2 | 3 => (value === 2 || value === 3 ? value : 1);

/**
 * The inputs of a country's address config (spec A §3 "Localized address config", §5): its fields in order,
 * each with the honoured rules only; with `noRequired` nothing is required (a form where the address is
 * optional as a whole), and a field without `required` is labelled optional by the renderer.
 */
export function addressFieldsOf(
  config: Pick<LocalizedAddressConfig, 'fields'>,
  { noRequired = false }: { noRequired?: boolean } = {},
): AddressFieldSpec[] {
  const seen = new Set<string>();
  return config.fields.flatMap((field) => {
    // A name twice would make two inputs write one value; the first one wins.
    if (!field.name || seen.has(field.name)) return [];
    seen.add(field.name);
    const rules = parseServerRules(field.validation_rules);
    const spec: AddressFieldSpec = {
      name: field.name,
      label: field.label,
      translate: false,
      kind: field.type === 'select' ? 'select' : 'text',
      rules: rules.filter((rule) => rule.name !== 'required'),
      required: !noRequired && rules.some((rule) => rule.name === 'required'),
    };
    if (field.placeholder) spec.placeholder = field.placeholder;
    if (spec.kind === 'select') spec.level = level(field.level);
    if (field.default) spec.default = field.default;
    return [spec];
  });
}

/**
 * The plain fields used when the config cannot be read or the country has none (spec A §7: a failed read of
 * the localized addresses falls back silently): an address line and a city, both required, and a postal code,
 * optional because many countries have none.
 */
export function fallbackFields({ noRequired = false }: { noRequired?: boolean } = {}): AddressFieldSpec[] {
  const text = (name: string, required: boolean): AddressFieldSpec => ({
    name,
    label: `widgets:address.fallback.${name}`,
    translate: true,
    kind: 'text',
    rules: [{ name: 'max', param: 255 }],
    required: required && !noRequired,
  });
  return [text('address', true), text('city', true), text('zip', false)];
}

/**
 * A country's value after switching to it: the country and each field's default; nothing typed for another
 * country carries over (a US state means nothing in Germany).
 */
export function startValue(countryKey: string, country: string, fields: readonly AddressFieldSpec[]) {
  const value: Record<string, string> = { [countryKey]: country };
  for (const field of fields) if (field.default !== undefined) value[field.name] = field.default;
  return value;
}
