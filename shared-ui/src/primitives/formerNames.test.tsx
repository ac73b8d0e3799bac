import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { ThemeRoot } from '../theme/ThemeRoot';
import { IconButton, MutedText, SpreadRow } from './formerNames';

// What a remote release built against the former names does with them.
const Intro = styled(SpreadRow)`
  margin-bottom: 16px;
`;

describe('former names', () => {
  it('still give an older remote release its header row, icon button and muted text', () => {
    render(
      <Intro data-testid="intro">
        <MutedText>Subtitle</MutedText>
        <IconButton type="button" aria-label="Open queue" />
      </Intro>,
      { wrapper: ThemeRoot },
    );
    expect(screen.getByTestId('intro')).toHaveStyle({
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      gap: '12px',
      marginBottom: '16px',
    });
    expect(screen.getByText('Subtitle').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Open queue' })).toHaveStyle({ width: '44px' });
  });
});
