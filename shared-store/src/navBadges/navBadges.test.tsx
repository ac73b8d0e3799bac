import { act, render, screen } from '@testing-library/react';
import { publishNavBadge, useNavBadge } from './navBadges';

function Badge({ id }: { id?: string }) {
  const count = useNavBadge(id);
  return <span data-testid="badge">{count ?? 'none'}</span>;
}

describe('nav badges', () => {
  afterEach(() => publishNavBadge('review.due', null));

  it('shows what a package publishes under the id, and hides it again at 0', () => {
    render(<Badge id="review.due" />);
    expect(screen.getByTestId('badge')).toHaveTextContent('none');
    act(() => publishNavBadge('review.due', 3));
    expect(screen.getByTestId('badge')).toHaveTextContent('3');
    act(() => publishNavBadge('review.due', 0));
    expect(screen.getByTestId('badge')).toHaveTextContent('none');
  });

  it('ignores counts that are not counts, and links without a badge id', () => {
    render(
      <>
        <Badge id="review.due" />
        <Badge />
      </>,
    );
    const [linked, unlinked] = screen.getAllByTestId('badge');
    act(() => publishNavBadge('review.due', -2));
    expect(linked).toHaveTextContent('none');
    act(() => publishNavBadge('review.due', Number.NaN));
    expect(linked).toHaveTextContent('none');
    act(() => publishNavBadge('review.due', 2.7));
    expect(linked).toHaveTextContent('2');
    expect(unlinked).toHaveTextContent('none');
  });
});
