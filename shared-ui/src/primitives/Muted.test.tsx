import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { theme } from '../theme/theme';
import { Muted } from './Muted';

describe('Muted', () => {
  it('is a paragraph in the muted colour, without margins, at the size around it', () => {
    render(<Muted>Nothing saved yet</Muted>, { wrapper: ThemeRoot });
    const text = screen.getByText('Nothing saved yet');
    expect(text.tagName).toBe('P');
    expect(text).toHaveStyle({ color: theme.colors.textMuted, margin: '0px' });
    expect(text).not.toHaveStyle({ fontSize: '0.85rem' });
  });

  it('sits inside a line as a span, smaller when it is a caption', () => {
    render(
      <p>
        Title{' '}
        <Muted as="span" $small>
          by someone
        </Muted>
      </p>,
      { wrapper: ThemeRoot },
    );
    const caption = screen.getByText('by someone');
    expect(caption.tagName).toBe('SPAN');
    expect(caption).toHaveStyle({ color: theme.colors.textMuted, fontSize: '0.85rem' });
  });
});
