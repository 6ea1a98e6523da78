// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Label } from '@/ui/label';

afterEach(cleanup);

describe('Label', () => {
  it('names its field, and a double click on its text does not select the text', () => {
    render(
      <>
        <Label htmlFor="email">E-mail</Label>
        <input id="email" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    const label = screen.getByText('E-mail');
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
  });

  it('leaves a press on a control inside it alone', () => {
    render(
      <Label>
        Remember me <input type="checkbox" />
      </Label>,
    );
    expect(fireEvent.mouseDown(screen.getByRole('checkbox'), { detail: 2 })).toBe(true);
  });
});
