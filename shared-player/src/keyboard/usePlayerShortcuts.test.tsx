import { fireEvent, render, screen } from '@testing-library/react';
import { usePlayerShortcuts } from './usePlayerShortcuts';

function Harness(props: {
  enabled?: boolean;
  toggle: () => void;
  seekBy: (s: number) => void;
  singleKeys?: Record<string, () => void>;
  singleKeysEnabled?: boolean;
}) {
  usePlayerShortcuts({
    enabled: props.enabled ?? true,
    toggle: props.toggle,
    seekBy: props.seekBy,
    singleKeys: props.singleKeys,
    singleKeysEnabled: props.singleKeysEnabled,
  });
  return (
    <div>
      <p tabIndex={-1}>Lyrics</p>
      <input aria-label="Search" />
      <input type="range" aria-label="Seek" />
      <button>Like</button>
      <div role="dialog">
        <p tabIndex={-1}>In a dialog</p>
      </div>
      <div role="dialog">
        <p tabIndex={-1}>Now playing</p>
        <input aria-label="Your answer" />
        <div data-player-controls="">
          <button>Pause</button>
        </div>
      </div>
    </div>
  );
}

function setup(enabled = true) {
  const toggle = jest.fn();
  const seekBy = jest.fn();
  render(<Harness enabled={enabled} toggle={toggle} seekBy={seekBy} />);
  return { toggle, seekBy };
}

describe('usePlayerShortcuts', () => {
  it('toggles with Space on plain content and keeps the page from scrolling', () => {
    const { toggle } = setup();
    const notPrevented = fireEvent.keyDown(screen.getByText('Lyrics'), { key: ' ' });
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(notPrevented).toBe(false);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(toggle).toHaveBeenCalledTimes(2);
  });

  it('seeks 5 s with the arrow keys', () => {
    const { seekBy } = setup();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(seekBy.mock.calls).toEqual([[-5], [5]]);
  });

  it('leaves Space to fields and buttons, and arrows to text fields and sliders', () => {
    const { toggle, seekBy } = setup();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: ' ' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Like' }), { key: ' ' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Seek' }), { key: 'ArrowRight' });
    expect(toggle).not.toHaveBeenCalled();
    expect(seekBy).not.toHaveBeenCalled();
  });

  it('lets arrows on a button seek, but not with modifier keys or inside a dialog', () => {
    const { seekBy, toggle } = setup();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Like' }), { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    fireEvent.keyDown(screen.getByText('In a dialog'), { key: ' ' });
    expect(seekBy).toHaveBeenCalledTimes(1);
    expect(toggle).not.toHaveBeenCalled();
  });

  it('does nothing while there is no track', () => {
    const { toggle, seekBy } = setup(false);
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(toggle).not.toHaveBeenCalled();
    expect(seekBy).not.toHaveBeenCalled();
  });

  it('runs single-key shortcuts, never while typing in a field, and not once turned off', () => {
    const next = jest.fn();
    const help = jest.fn();
    const { rerender } = render(
      <Harness toggle={jest.fn()} seekBy={jest.fn()} singleKeys={{ n: next, '?': help }} />,
    );
    fireEvent.keyDown(document.body, { key: 'n' });
    fireEvent.keyDown(document.body, { key: 'N' });
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(next).toHaveBeenCalledTimes(2);
    expect(help).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'n' });
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    expect(next).toHaveBeenCalledTimes(2);

    rerender(
      <Harness
        toggle={jest.fn()}
        seekBy={jest.fn()}
        singleKeys={{ n: next, '?': help }}
        singleKeysEnabled={false}
      />,
    );
    fireEvent.keyDown(document.body, { key: 'n' });
    fireEvent.keyDown(document.body, { key: '?' });
    expect(next).toHaveBeenCalledTimes(2);
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('works inside a dialog that shows the player controls, but leaves Space to its text fields', () => {
    const { toggle, seekBy } = setup();
    fireEvent.keyDown(screen.getByText('Now playing'), { key: ' ' });
    fireEvent.keyDown(screen.getByText('Now playing'), { key: 'ArrowRight' });
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(seekBy).toHaveBeenCalledWith(5);
    const answer = screen.getByRole('textbox', { name: 'Your answer' });
    const notPrevented = fireEvent.keyDown(answer, { key: ' ' });
    fireEvent.keyDown(answer, { key: 'ArrowLeft' });
    expect(notPrevented).toBe(true);
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(seekBy).toHaveBeenCalledTimes(1);
  });
});
