import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { MethodRule } from './method-rule';
import { ruleFor, withRule, type PaymentMethod, type RuleDraft } from './widget-draft';

interface MethodsPanelProps {
  methods: readonly PaymentMethod[];
  rules: RuleDraft[];
  errors: Record<string, string>;
  onChange: (rules: RuleDraft[], group?: string) => void;
}

/** The errors of the rule at `index`, keyed by its part (`settings.payment_methods.2.min_amount` → min_amount). */
function errorsOf(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `settings.payment_methods.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, text]) => [field.slice(prefix.length), text]),
  );
}

/** The merchant's payment methods, each with the version's rule (spec B §2 payment methods). */
export function MethodsPanel({ methods, rules, errors, onChange }: MethodsPanelProps) {
  const { t } = useTranslation('widgetCreator');
  return (
    <Card className="@container space-y-1 p-4" aria-labelledby="widget-methods-heading">
      <h2 id="widget-methods-heading" className="text-lg font-semibold">
        {t('methods.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('methods.description')}</p>
      <ul className="divide-y divide-border">
        {methods.map((method) => {
          const index = rules.findIndex((rule) => rule.payment_method_id === method.id);
          return (
            <MethodRule
              key={method.id}
              method={method}
              rule={ruleFor(rules, method.id)}
              errors={index === -1 ? {} : errorsOf(errors, index)}
              onChange={(rule, group) => onChange(withRule(rules, rule), group)}
            />
          );
        })}
      </ul>
    </Card>
  );
}
