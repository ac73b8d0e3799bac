import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { CardCover } from './CardCover';

describe('CardCover', () => {
  it('loads covers lazily unless they are eager, leaving their priority to the browser', () => {
    const { container, rerender } = renderWithProviders(
      <CardCover imageUrl="/api/image/cover-a.svg" width="256px" />,
    );
    const image = () => container.querySelector('img');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority', 'high');

    rerender(<CardCover imageUrl="/api/image/cover-a.svg" width="256px" eager />);
    expect(image()).toHaveAttribute('loading', 'eager');
    // On a phone the first row is below the fold: the browser raises the covers it shows.
    expect(image()).not.toHaveAttribute('fetchpriority');
  });

  it("offers the cover's WebP copies for the card's width, not the large drawing", () => {
    const { container } = renderWithProviders(
      <CardCover imageUrl="/api/image/cover-a.svg" width="256px" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('sizes', '256px');
    expect(image?.getAttribute('srcset')).toMatch(/^\/api\/image\/cover-a-280w\.webp 280w, /);
  });

  it('shows the gradient with a music note for the default cover, as for none', () => {
    renderWithProviders(<CardCover imageUrl="/images/default.webp" width="256px" />);
    expect(screen.getByTestId('cover-placeholder')).toBeInTheDocument();
  });

  it('shows the gradient with a music note when the image fails', () => {
    const { container } = renderWithProviders(
      <CardCover imageUrl="/api/image/cover-a.svg" width="256px" />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByTestId('cover-placeholder')).toBeInTheDocument();
  });
});
