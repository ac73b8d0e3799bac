import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentToast } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { ShareLinkButton } from './ShareLinkButton';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

function setExecCommand(result: boolean) {
  const execCommand = jest.fn((_command: string) => result);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

// Node's own setImmediate is never faked: `settle` lets promise chains finish without moving the clock.
const { setImmediate: realSetImmediate } = jest.requireActual<{
  setImmediate: (callback: () => void) => void;
}>('node:timers');
const settle = () => act(() => new Promise<void>((resolve) => realSetImmediate(resolve)));

describe('ShareLinkButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    return user;
  };

  it('copies the page URL in the page\'s language and reads "Copied!" for 2 seconds', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    setClipboard(writeText);
    renderWithProviders(<ShareLinkButton />, { route: '/song/7' });

    // A synchronous click, then `settle`: the copy finishes inside act, with the clock still.
    fireEvent.click(screen.getByRole('button', { name: 'Share Link' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?lang=en`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Share Link' })).toBeInTheDocument();
  });

  it('falls back to a hidden text area when the Clipboard API refuses', async () => {
    const user = setup();
    setClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const execCommand = setExecCommand(true);
    renderWithProviders(<ShareLinkButton />);

    const button = screen.getByRole('button', { name: 'Share Link' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('uses the fallback when there is no Clipboard API at all', async () => {
    const user = setup();
    setClipboard(undefined);
    const execCommand = setExecCommand(true);
    renderWithProviders(<ShareLinkButton />);
    await user.click(screen.getByRole('button', { name: 'Share Link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('shows the error toast when both ways fail', async () => {
    const user = setup();
    setClipboard(undefined);
    setExecCommand(false);
    const { store } = renderWithProviders(<ShareLinkButton />);
    await user.click(screen.getByRole('button', { name: 'Share Link' }));
    await waitFor(() => expect(selectCurrentToast(store.getState())).not.toBeNull());
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Error',
      description: 'Failed to copy URL.',
      variant: 'destructive',
    });
    expect(screen.getByRole('button', { name: 'Share Link' })).toBeInTheDocument();
  });
});
