import { isRuleName, paramKind, paramProblem, type RuleName } from './library';

/** A rule with its param, as a form file writes it under `rules`. */
export interface RuleWithParam {
  rule: RuleName;
  param: unknown;
}

const number = (text: string): number | string => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
};

/**
 * Reads a rule the server writes as text, in the library's `name:param1,param2` syntax (spec A §7: the send
 * money form's description rules, e.g. `["max:105", "customRegex:^[A-Za-z -]*$"]`). A pattern keeps its
 * commas and colons; an unknown rule or a param the rule cannot take gives undefined, so a server typo never
 * refuses what the person typed (the server still checks on submit).
 *
 * @example readRuleText('max:105'); // { rule: 'max', param: 105 }
 * @example readRuleText('digits_between:6,9'); // { rule: 'digits_between', param: [6, 9] }
 * @example readRuleText('required'); // { rule: 'required', param: true }
 */
export function readRuleText(text: string): RuleWithParam | undefined {
  const colon = text.indexOf(':');
  const name = (colon < 0 ? text : text.slice(0, colon)).trim();
  if (!isRuleName(name)) return undefined;
  const raw = colon < 0 ? undefined : text.slice(colon + 1);
  const param = paramOf(name, raw);
  return param === undefined || paramProblem(name, param) ? undefined : { rule: name, param };
}

function paramOf(rule: RuleName, raw: string | undefined): unknown {
  const kind = paramKind(rule);
  if (raw === undefined) return kind === 'flag' ? true : undefined;
  switch (kind) {
    case 'regex':
    case 'field':
      return raw;
    // `is:` or `required_include: ` with nothing after it names nothing a message could show ("must be  "):
    // not a rule.
    case 'substring':
      return raw.trim() === '' ? undefined : raw;
    case 'scalar':
      return raw.trim() === '' ? undefined : number(raw);
    case 'count':
    case 'kilobytes':
    case 'number':
      return number(raw);
    case 'range':
    case 'count-range':
    case 'counts':
      return raw.split(',').map(number);
    case 'strings':
      return raw.split(',').map((item) => item.trim());
    case 'field-values': {
      const [field = '', ...values] = raw.split(',');
      return [field.trim(), ...values.map((value) => value.trim())];
    }
    case 'date-after':
      return raw.trim();
    default:
      return true;
  }
}
