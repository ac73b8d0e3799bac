import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Stack } from './Stack';

describe('Stack', () => {
  it('sets its parts one under the other, 12 px apart unless told otherwise', () => {
    render(
      <>
        <Stack data-testid="default">
          <p>One</p>
        </Stack>
        <Stack data-testid="wide" $gap={4} $narrow>
          <p>Two</p>
        </Stack>
      </>,
      { wrapper: ThemeRoot },
    );
    expect(screen.getByTestId('default')).toHaveStyle({ display: 'grid', gap: '12px' });
    expect(screen.getByTestId('default')).not.toHaveStyle({ maxWidth: '640px' });
    expect(screen.getByTestId('wide')).toHaveStyle({ gap: '16px', maxWidth: '640px' });
  });

  it('renders the element it is given, so a form stays a form', () => {
    render(
      <Stack as="form" aria-label="Sign in" $gap={2}>
        <button type="submit">Go</button>
      </Stack>,
      { wrapper: ThemeRoot },
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveStyle({ gap: '8px' });
  });
});
