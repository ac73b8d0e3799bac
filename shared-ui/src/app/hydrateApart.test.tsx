import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { hydrateApart, partCommittedEvent } from './hydrateApart';

describe('hydrateApart', () => {
  it('leaves its part alone when what is around it re-renders with the same props', () => {
    const renders: string[] = [];
    const Part = hydrateApart(function Part({ label }: { label: string }) {
      renders.push(label);
      return <p>{label}</p>;
    });
    const Frame = ({ count }: { count: number }) => (
      <div data-count={count}>
        <Part label="page" />
      </div>
    );
    const { rerender } = render(<Frame count={1} />);
    rerender(<Frame count={2} />);
    expect(renders).toEqual(['page']);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('renders its part again when its props change', () => {
    const Part = hydrateApart(({ label }: { label: string }) => <p>{label}</p>);
    const { rerender } = render(<Part label="one" />);
    rerender(<Part label="two" />);
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  it('hydrates server HTML without a mismatch, also when the frame re-renders first', async () => {
    const Part = hydrateApart(({ label }: { label: string }) => <p>{label}</p>);
    let bump: () => void = () => undefined;
    function Frame() {
      const [count, setCount] = useState(0);
      bump = () => setCount((value) => value + 1);
      return (
        <main data-count={count}>
          <Part label="page" />
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Frame />);
    const paragraph = container.querySelector('p');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Frame />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    await act(async () => bump());
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // The server's element was kept (hydrated), not replaced by a client render.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelector('main')).toHaveAttribute('data-count', '1');
    errors.mockRestore();
  });

  it("says on the document when its part has committed, after the part's own layout effects", async () => {
    const order: string[] = [];
    const heard = () => order.push('committed');
    document.addEventListener(partCommittedEvent, heard);
    const Part = hydrateApart(function Part() {
      useLayoutEffect(() => void order.push('part'), []);
      return <p>page</p>;
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Part />);
    expect(order).toEqual([]);
    await act(async () => {
      hydrateRoot(container, <Part />);
    });
    document.removeEventListener(partCommittedEvent, heard);
    expect(order).toEqual(['part', 'committed']);
  });
});
