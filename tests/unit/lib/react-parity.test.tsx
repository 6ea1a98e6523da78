// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Suspense, useId, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

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

function Field({ name }: { name: string }) {
  return <input id={useId()} aria-label={name} />;
}

/** A wait the test ends by hand: a component throws `promise` until `settled`. */
function holdOpen() {
  const hold = { settled: false, release: () => undefined as void, promise: Promise.resolve() };
  hold.promise = new Promise<void>((resolve) => (hold.release = resolve)).then(
    () => void (hold.settled = true),
  );
  return hold;
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

  it('gives a field that mounts while its Suspense boundary waits an id no other element has', async () => {
    const texts = holdOpen();
    function Badge() {
      const [waiting, setWaiting] = useState(false);
      if (waiting && !texts.settled) throw texts.promise;
      return (
        <button type="button" onClick={() => setWaiting(true)}>
          Wait for texts
        </button>
      );
    }
    function Editor() {
      const [loaded, setLoaded] = useState(false);
      if (loaded) return [<Field key="1" name="Brand" />, <Field key="2" name="Secondary" />];
      return (
        <button type="button" onClick={() => setLoaded(true)}>
          Answer
        </button>
      );
    }
    const { container } = render(
      <>
        {['Header 1', 'Header 2', 'Header 3'].map((name) => (
          <Field key={name} name={name} />
        ))}
        <Suspense fallback={null}>
          <Field name="Title" />
          <Badge />
          <Editor />
        </Suspense>
      </>,
    );
    const answer = screen.getByRole('button', { name: 'Answer' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Wait for texts' }))); // parks
    await act(async () => fireEvent.click(answer)); // a query answers meanwhile: the fields mount while parked
    await act(async () => texts.release());

    const ids = [...container.querySelectorAll('input')].map((input) => input.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('focuses an element with autoFocus when it mounts after the page has loaded', async () => {
    render(<Toggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(document.activeElement).toBe(search));
  });
});
