import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Row } from './Row';

describe('Row', () => {
  it('sets its parts side by side, centred on one line, 8 px apart by default', () => {
    render(<Row data-testid="row">parts</Row>, { wrapper: ThemeRoot });
    expect(screen.getByTestId('row')).toHaveStyle({
      display: 'flex',
      flexWrap: 'nowrap',
      alignItems: 'center',
      justifyContent: 'flex-start',
      gap: '8px',
    });
  });

  it('spreads, wraps, aligns and spaces its parts as asked', () => {
    render(
      <Row data-testid="row" $justify="space-between" $align="baseline" $wrap $gap={3}>
        parts
      </Row>,
      { wrapper: ThemeRoot },
    );
    expect(screen.getByTestId('row')).toHaveStyle({
      flexWrap: 'wrap',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: '12px',
    });
  });

  it('renders the element it is given', () => {
    render(
      <Row as="header" aria-label="Results">
        parts
      </Row>,
      { wrapper: ThemeRoot },
    );
    expect(screen.getByRole('banner', { name: 'Results' })).toHaveStyle({ display: 'flex' });
  });
});
