import { useLayoutEffect, useRef, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/**
 * A theme widget that takes no `aria-invalid` (the theme's textarea, radio group and box, src/forms/theme/), with it set on its
 * control while the field has an error, so a screen reader says the field is invalid as it does for text
 * fields (src/renderers/form-templates.tsx). `control` finds the element inside the widget that carries it.
 */
export function withInvalidMark(Widget: ComponentType<WidgetProps>, control: string) {
  function MarkedWidget(props: WidgetProps) {
    const box = useRef<HTMLDivElement>(null);
    const invalid = Boolean(props.rawErrors?.length);
    useLayoutEffect(() => {
      const element = box.current?.querySelector(control);
      if (!element) return;
      if (invalid) element.setAttribute('aria-invalid', 'true');
      else element.removeAttribute('aria-invalid');
    });
    return (
      <div ref={box} className="contents">
        <Widget {...props} />
      </div>
    );
  }
  MarkedWidget.displayName = `Marked(${Widget.displayName ?? Widget.name})`;
  return MarkedWidget;
}
