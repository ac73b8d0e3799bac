import { render } from '@testing-library/react';
import { ArrowRightIcon, BrainIcon, SearchIcon } from './heroIcons';
import { iconByName } from './iconByName';

describe('iconByName', () => {
  it('picks the icon named by a slide and falls back to Search', () => {
    expect(iconByName('Brain')).toBe(BrainIcon);
    expect(iconByName('ArrowRight')).toBe(ArrowRightIcon);
    expect(iconByName('Rocket')).toBe(SearchIcon);
    expect(iconByName('toString')).toBe(SearchIcon);
    expect(iconByName(undefined)).toBe(SearchIcon);
  });

  it('draws decorative inline SVG', () => {
    const Icon = iconByName('Music');
    const { container } = render(<Icon />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
