// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

// tests/setup.ts installs src/lib/react-parity.ts, as src/main.tsx does for the app.
afterEach(cleanup);

function DigitsOnly() {
  const [value, setValue] = useState('12');
  return (
    <input
      aria-label="Code"
      value={value}
      onChange={(event) => {
        const typed = event.target.value;
        if (/^\d*$/.test(typed)) setValue(typed);
      }}
    />
  );
}

function Uncontrolled() {
  return <input aria-label="Note" defaultValue="a" onChange={() => undefined} />;
}

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <input aria-label="Search" autoFocus />}
    </>
  );
}

describe('React behaviours on preact/compat', () => {
  it('takes back a keystroke the change handler refused, and keeps one it took', async () => {
    render(<DigitsOnly />);
    const field = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '12a' } });
    await waitFor(() => expect(field.value).toBe('12'));
    fireEvent.input(field, { target: { value: '123' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(field.value).toBe('123');
  });

  it('leaves a field without a value prop to the person typing', async () => {
    render(<Uncontrolled />);
    const field = screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'ab' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(field.value).toBe('ab');
  });

  it('focuses an element with autoFocus when it mounts after the page has loaded', async () => {
    render(<Toggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(document.activeElement).toBe(search));
  });
});
