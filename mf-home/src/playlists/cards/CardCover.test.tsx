import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { CardCover } from './CardCover';

describe('CardCover', () => {
  it('loads covers lazily unless they are eager, which are fetched first', () => {
    const { container, rerender } = renderWithProviders(
      <CardCover imageUrl="/api/image/cover-a.svg" />,
    );
    const image = () => container.querySelector('img');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority', 'high');

    rerender(<CardCover imageUrl="/api/image/cover-a.svg" eager />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the gradient with a music note when the image fails', () => {
    const { container } = renderWithProviders(<CardCover imageUrl="/api/image/cover-a.svg" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByTestId('cover-placeholder')).toBeInTheDocument();
  });
});
