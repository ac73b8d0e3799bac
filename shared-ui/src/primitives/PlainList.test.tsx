import { render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { PlainList } from './PlainList';

describe('PlainList', () => {
  it('is a list without bullets, margins or indent, its items 8 px apart by default', () => {
    render(
      <PlainList aria-label="Songs">
        <li>One</li>
        <li>Two</li>
      </PlainList>,
      { wrapper: ThemeRoot },
    );
    const list = screen.getByRole('list', { name: 'Songs' });
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ listStyle: 'none', margin: '0px', padding: '0px', gap: '8px' });
  });

  it('becomes an ordered list with its own gap when asked', () => {
    render(
      <PlainList as="ol" aria-label="Queue" $gap={0.5}>
        <li>First</li>
      </PlainList>,
      { wrapper: ThemeRoot },
    );
    const list = screen.getByRole('list', { name: 'Queue' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveStyle({ gap: '2px', listStyle: 'none' });
  });
});
