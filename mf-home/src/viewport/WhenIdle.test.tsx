import { act, render, screen } from '@testing-library/react';
import { WhenIdle } from './WhenIdle';

describe('WhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders its children once the browser is idle, without waiting for them to be near', () => {
    render(
      <WhenIdle>
        <p>Questions</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('Questions')).not.toBeInTheDocument();
    act(() => jest.runAllTimers());
    expect(screen.getByText('Questions')).toBeInTheDocument();
  });

  it('waits while paused (the content above is still loading)', () => {
    const { rerender } = render(
      <WhenIdle paused>
        <p>Questions</p>
      </WhenIdle>,
    );
    act(() => jest.runAllTimers());
    expect(screen.queryByText('Questions')).not.toBeInTheDocument();

    rerender(
      <WhenIdle>
        <p>Questions</p>
      </WhenIdle>,
    );
    act(() => jest.runAllTimers());
    expect(screen.getByText('Questions')).toBeInTheDocument();
  });

  it('renders at once when asked to (the URL points into the section), and then stays', () => {
    const { rerender } = render(
      <WhenIdle paused now>
        <p>Questions</p>
      </WhenIdle>,
    );
    expect(screen.getByText('Questions')).toBeInTheDocument();
    rerender(
      <WhenIdle paused>
        <p>Questions</p>
      </WhenIdle>,
    );
    expect(screen.getByText('Questions')).toBeInTheDocument();
  });
});
