// @vitest-environment jsdom
// A list draws every row while it is short; a long one loads TanStack Virtual as a chunk of its own, shows its
// first rows meanwhile, then only the rows in view.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { RowWindowed, type RowWindow } from '@/renderers/table/row-window';

afterEach(cleanup);
// jsdom lays nothing out: the list's scroller is given the 200 px it has in a browser.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});

function List({ count }: { count: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <div ref={scroller} style={{ height: 200, overflow: 'auto' }}>
      <RowWindowed count={count} rowHeight={40} overscan={2} getScrollElement={() => scroller.current}>
        {({ indexes, totalSize }: RowWindow) => (
          <ul data-total={totalSize}>
            {indexes.map((index) => (
              <li key={index}>row {index}</li>
            ))}
          </ul>
        )}
      </RowWindowed>
    </div>
  );
}

describe('RowWindowed', () => {
  it('draws every row of a list of up to 100, with no room reserved', () => {
    render(<List count={100} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByRole('list').dataset.total).toBe('0');
  });

  it('draws the first 100 rows of a longer list while the virtualizer loads, then a window sized for all', async () => {
    render(<List count={1000} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    // The virtualizer knows the whole list's height once it has loaded.
    await expect.poll(() => screen.getByRole('list').dataset.total, { timeout: 5000 }).toBe('40000');
    // 200 px of 40 px rows, and 2 more beyond the edge.
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('row 0')).toBeTruthy();
  });
});
