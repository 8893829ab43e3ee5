// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommitInput } from './commit-input.tsx';

afterEach(cleanup);

/** A stored value, with a refusal of some texts and an outside change. */
function Field({ refuse = () => false, scope }: { refuse?: (text: string) => boolean; scope?: string }) {
  const [value, setValue] = useState('a');
  return (
    <>
      <CommitInput
        aria-label="field"
        value={value}
        scope={scope}
        onCommit={(text) => !refuse(text) && setValue(text)}
      />
      <button type="button" onClick={() => setValue('a')}>
        back
      </button>
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('field') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('CommitInput', () => {
  it('commits on Enter, and shows a later outside change such as an undo', () => {
    render(<Field />);
    type('b');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('b');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(field().value).toBe('a');
  });

  it('keeps a refused text to fix, and drops it on Escape', () => {
    render(<Field refuse={(text) => text === 'bad'} />);
    type('bad');
    fireEvent.blur(field());
    expect(screen.getByRole('status').textContent).toBe('a');
    expect(field().value).toBe('bad');
    type('bad!');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().value).toBe('a');
  });

  it('drops the draft of another scope', () => {
    const { rerender } = render(<Field scope="one" />);
    type('typed');
    rerender(<Field scope="two" />);
    expect(field().value).toBe('a');
  });
});
