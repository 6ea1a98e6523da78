import type { WidgetProps } from '@rjsf/utils';
import { MultiSelectWidget } from './widgets/multi-select-widget';
import { SearchableSelectWidget } from './widgets/searchable-select-widget';

/**
 * RJSF's own widget for a list of choices that names no `ui:widget`: the dashboard's searchable select (one
 * choice) or multi-select (several), like every choice field the form files name.
 */
export function ChoiceSelectWidget(props: WidgetProps) {
  return props.multiple ? <MultiSelectWidget {...props} /> : <SearchableSelectWidget {...props} />;
}
