// The rest of what a form does with what was typed, outside the validator: the mask input (src/lib/masks),
// the money input's parser (src/forms/money.ts), and the submit's `parts` (src/forms/submit-parts.ts). The
// fuzz runs them on the same generated data; each must not throw and must keep its promise.
import { errorsOnFields, splitParts } from '@/forms/submit-parts';
import { parseAmount } from '@/forms/money';
import { applyMask, editMask, isMaskName, maskLength } from '@/lib/masks';
import type { FormFile } from '@/config/form-file';

const optionsOf = (uiSchema: unknown, field: string): Record<string, unknown> => {
  const ui = (uiSchema as Record<string, Record<string, unknown>> | undefined)?.[field];
  return (ui?.['ui:options'] as Record<string, unknown> | undefined) ?? {};
};
const widgetOf = (uiSchema: unknown, field: string): unknown =>
  (uiSchema as Record<string, Record<string, unknown>> | undefined)?.[field]?.['ui:widget'];

/** What typing `value` would be, as text: the value itself when it is text, else how it prints. */
const typed = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Problems with the masks, amounts and parts of one input of a form; throws when one of them throws. */
export function extraProblems(file: FormFile, data: Record<string, unknown>, caret: number): string[] {
  const problems: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    const mask = optionsOf(file.uiSchema, field).mask;
    if (isMaskName(mask)) {
      const text = typed(value);
      const { digits } = applyMask(mask, text);
      if (!/^\d*$/.test(digits) || digits.length > maskLength(mask))
        problems.push(`mask ${mask} of "${field}" keeps ${JSON.stringify(digits)}`);
      const edit = editMask(
        mask,
        digits,
        text,
        caret % (text.length + 1),
        caret % 2 ? 'backward' : 'forward',
      );
      if (edit.caret < 0 || edit.caret > edit.display.length)
        problems.push(`mask ${mask} of "${field}" puts the caret at ${edit.caret} of "${edit.display}"`);
    }
    if (widgetOf(file.uiSchema, field) === 'money') {
      const amount = parseAmount(typed(value));
      // A huge paste reads as Infinity: fine as long as it is refused as over the maximum.
      if (amount.kind === 'number' && !Number.isFinite(amount.value) && !amount.overMax)
        problems.push(`the amount "${field}" reads ${typed(value)} as ${amount.value}`);
    }
  }
  const parts = file.submit.parts;
  if (parts) {
    const body = splitParts(data, parts, file.uiSchema);
    for (const [field, names] of Object.entries(parts)) {
      if (Object.hasOwn(body, field)) problems.push(`the parted field "${field}" is still in the body`);
      for (const name of names)
        if (Object.hasOwn(body, name) && !['string', 'number'].includes(typeof body[name]))
          problems.push(`part "${name}" of "${field}" is sent as ${typed(body[name])}`);
    }
    errorsOnFields(
      Object.fromEntries(
        Object.values(parts)
          .flat()
          .map((name) => [name, ['x']]),
      ),
      parts,
    );
  }
  return problems;
}
