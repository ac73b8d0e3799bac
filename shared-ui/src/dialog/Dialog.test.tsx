import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Dialog } from './Dialog';

/** A caller that re-renders with a new inline `onClose`, as the player bar does on every change. */
function Caller({ onClosed }: { onClosed: (count: number) => void }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button">Opener</button>
      <Dialog title="Queue" onClose={() => onClosed(count)}>
        <button type="button">First</button>
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          Move ({count})
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in, keeps it where the user put it across re-renders, and Escape closes with the latest handler', async () => {
    const closed: number[] = [];
    render(<Caller onClosed={(count) => closed.push(count)} />, { wrapper: ThemeRoot });
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();

    const move = screen.getByRole('button', { name: 'Move (0)' });
    move.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move (2)' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(closed).toEqual([2]);
  });

  it('keeps Tab inside and gives focus back to the opener when it closes', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Dialog title="Queue" onClose={() => undefined}>
        <button type="button">Only</button>
      </Dialog>,
      { wrapper: ThemeRoot },
    );
    const only = screen.getByRole('button', { name: 'Only' });
    expect(only).toHaveFocus();
    await userEvent.tab();
    expect(only).toHaveFocus();
    act(() => unmount());
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
