import { cn } from '@/lib/cn';
import { valueText, type ChartModel } from './chart-data';

/**
 * The chart's numbers as a table: for screen readers beside the canvas (`sr-only`), and shown to everyone
 * when the chart itself cannot be drawn.
 */
export function ChartTable({ model, visible = false }: { model: ChartModel; visible?: boolean }) {
  return (
    <table className={cn(visible ? 'w-full text-sm' : 'sr-only')}>
      {model.title && <caption className={cn(visible && 'sr-only')}>{model.title}</caption>}
      <thead>
        <tr className={cn(visible && 'border-b text-muted-foreground')}>
          <th scope="col" className="py-1 text-start font-medium">
            {model.xHeader}
          </th>
          {model.series.map((one) => (
            <th key={one.label} scope="col" className="py-1 text-end font-medium">
              {one.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.labels.map((label, row) => (
          <tr key={`${model.keys[row] ?? ''}-${row}`} className={cn(visible && 'border-b last:border-0')}>
            <th scope="row" className="py-1 text-start font-normal">
              {label}
            </th>
            {model.series.map((one) => (
              <td key={one.label} className="py-1 text-end tabular-nums">
                <span dir="ltr">{valueText(one.values[row] ?? null, model.currency)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
