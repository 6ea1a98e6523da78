// @vitest-environment jsdom
// The date input (spec A §9): three selects in the language's order, month names from Intl, 'YYYY-MM-DD' once
// complete, years from the maximum year back 100, numeric months in a parent 270 px wide or less.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { DateWidget } from '@/forms/widgets/date-widget';
import { initInputsI18n, renderWidget } from './widget-harness';

beforeAll(initInputsI18n);

/** A ResizeObserver the test drives: `resize(width)` reports a new size of what it observes. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  resize(width: number) {
    const entries = this.observed.map(
      (target) => ({ target, contentRect: { width } }) as ResizeObserverEntry,
    );
    this.callback(entries, this as unknown as ResizeObserver);
  }
}

beforeEach(() => {
  FakeResizeObserver.all = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const labels = (name: string) => [...select(name).options].map((option) => option.text);

describe('DateWidget', () => {
  it('stores YYYY-MM-DD once day, month and year are chosen', async () => {
    const { user, onChange } = renderWidget(DateWidget, { options: { maxYear: 2025 } });
    await user.selectOptions(select('Day'), '29');
    await user.selectOptions(select('Month'), 'February');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.selectOptions(select('Year'), '2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
  });

  it('moves the day to the last of a shorter month', async () => {
    const { user, onChange } = renderWidget(DateWidget, { value: '2024-02-29', options: { maxYear: 2025 } });
    await user.selectOptions(select('Year'), '2023');
    expect(onChange).toHaveBeenLastCalledWith('2023-02-28');
    expect(select('Day').value).toBe('28');
    expect(labels('Day')).toHaveLength(29); // the empty choice and 28 days
  });

  it('orders the selects as English writes dates and names the group by the label', () => {
    renderWidget(DateWidget, { label: 'Date of birth' });
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const names = [...group.querySelectorAll('select')].map((element) => element.getAttribute('aria-label'));
    expect(names).toEqual(['Month', 'Day', 'Year']);
    expect(group.querySelector('select')?.id).toBe('root_field');
  });

  it('offers the years from maxYear back 100 by default', () => {
    renderWidget(DateWidget, { options: { maxYear: 2020 } });
    const years = labels('Year').slice(1);
    expect(years[0]).toBe('2020');
    expect(years.at(-1)).toBe('1920');
    expect(years).toHaveLength(101);
  });

  it('defaults the newest year to this year and honours minYear', () => {
    renderWidget(DateWidget, { options: { minYear: 2020 } });
    const thisYear = new Date().getFullYear();
    expect(labels('Year').slice(1)).toEqual(
      Array.from({ length: thisYear - 2019 }, (_, index) => String(thisYear - index)),
    );
  });

  it('names months in full, and numbers them when its parent is 270 px wide or less', () => {
    const { container } = renderWidget(DateWidget);
    expect(labels('Month').slice(1, 3)).toEqual(['January', 'February']);
    const observer = FakeResizeObserver.all[0];
    expect(observer?.observed[0]).toBe(screen.getByRole('group').parentElement);
    act(() => observer?.resize(270));
    expect(labels('Month').slice(1, 4)).toEqual(['01', '02', '03']);
    act(() => observer?.resize(400));
    expect(labels('Month')[1]).toBe('January');
    expect(container).toBeTruthy();
  });

  it('shows a stored date and a new one set from outside', async () => {
    const { setValue } = renderWidget(DateWidget, { value: '1990-07-04', options: { maxYear: 2025 } });
    expect([select('Day').value, select('Month').value, select('Year').value]).toEqual(['4', '7', '1990']);
    await setValue('2001-12-31');
    expect([select('Day').value, select('Month').value, select('Year').value]).toEqual(['31', '12', '2001']);
    await setValue(undefined);
    expect(select('Day').value).toBe('');
  });
});
