import { act, fireEvent, screen } from '@testing-library/react';
import { fakeIntersectionObserver, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { playlistSong } from '../../testFixtures';
import { cardFromPlaylistSong } from '../cards/cardItem';
import { cardSize } from '../cardSize';
import { CardScroller } from './CardScroller';

const items = (count: number) =>
  Array.from({ length: count }, (_, i) => cardFromPlaylistSong(playlistSong(i + 1), '3 likes'));

function renderScroller(count: number) {
  mockFetch([]);
  renderWithProviders(
    <CardScroller items={items(count)} size={cardSize('history')} label="History" />,
  );
  return screen.getByRole('list', { name: 'History' });
}

/** jsdom has no layout: give the list the sizes a browser would measure. */
function layOut(list: HTMLElement, sizes: { clientWidth: number; scrollWidth: number }) {
  let scrollLeft = 0;
  Object.defineProperties(list, {
    clientWidth: { configurable: true, get: () => sizes.clientWidth },
    scrollWidth: { configurable: true, get: () => sizes.scrollWidth },
    scrollLeft: { configurable: true, get: () => scrollLeft, set: (v: number) => (scrollLeft = v) },
  });
  const scrollBy = jest.fn();
  list.scrollBy = scrollBy;
  act(() => void window.dispatchEvent(new Event('resize')));
  return scrollBy;
}

const arrow = (name: string) => screen.queryByRole('button', { name });

describe('CardScroller', () => {
  it('shows an arrow only where the row can scroll, 300 px per click', () => {
    const list = renderScroller(8);
    expect(arrow('Scroll left')).not.toBeInTheDocument();
    expect(arrow('Scroll right')).not.toBeInTheDocument();

    const scrollBy = layOut(list, { clientWidth: 600, scrollWidth: 1500 });
    expect(arrow('Scroll left')).not.toBeInTheDocument();
    fireEvent.click(arrow('Scroll right') as HTMLElement);
    expect(scrollBy).toHaveBeenCalledWith({ left: 300 });

    list.scrollLeft = 300;
    fireEvent.scroll(list);
    expect(arrow('Scroll left')).toBeInTheDocument();
    expect(arrow('Scroll right')).toBeInTheDocument();
    fireEvent.click(arrow('Scroll left') as HTMLElement);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300 });

    list.scrollLeft = 900;
    fireEvent.scroll(list);
    expect(arrow('Scroll right')).not.toBeInTheDocument();
    expect(arrow('Scroll left')).toBeInTheDocument();
  });

  it('hides both arrows when everything fits after a resize', () => {
    const list = renderScroller(3);
    layOut(list, { clientWidth: 1200, scrollWidth: 1200 });
    expect(arrow('Scroll left')).not.toBeInTheDocument();
    expect(arrow('Scroll right')).not.toBeInTheDocument();
  });

  it('shows 20 cards, then all with Show More, and 20 again with Show Less', () => {
    renderScroller(25);
    expect(screen.getAllByTestId('song-card')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getAllByTestId('song-card')).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByTestId('song-card')).toHaveLength(20);
  });

  it('has no toggle with 20 cards or fewer', () => {
    renderScroller(20);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });
});

describe('CardScroller, the cards past the first', () => {
  const observer = fakeIntersectionObserver();
  const cards = () => screen.getAllByTestId('song-card');

  it('come with the page as 6, and the rest of the 20 once the row is scrolled near them', () => {
    renderScroller(25);
    expect(cards()).toHaveLength(6);
    // Within the row's own width of where they begin.
    expect(observer.first().options).toMatchObject({ rootMargin: '0px 100%' });
    expect(observer.first().options?.root).toBe(screen.getByRole('list', { name: 'History' }));

    act(() => observer.first().callback([{ isIntersecting: false }]));
    expect(cards()).toHaveLength(6);
    act(() => observer.first().callback([{ isIntersecting: true }]));
    expect(cards()).toHaveLength(20);
    expect(observer.first().disconnected).toBe(true);
  });

  it('are there as soon as a card of the row takes the focus (Tab skips none)', () => {
    renderScroller(25);
    act(() => screen.getAllByRole('button', { name: /^Play / })[0]?.focus());
    expect(cards()).toHaveLength(20);
  });

  it('are all there with Show More, straight away, and Show Less goes back to 20', () => {
    renderScroller(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(cards()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(cards()).toHaveLength(20);
  });

  it('need no watching in a row of 6 or fewer', () => {
    renderScroller(6);
    expect(cards()).toHaveLength(6);
    expect(observer.observers).toEqual([]);
  });
});
