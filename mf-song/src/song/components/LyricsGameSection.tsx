import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Row } from '@btb/shared-ui';

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LyricsGameSectionProps {
  heading: string;
  intro: string;
  openLabel: string;
  closeLabel: string;
  testId?: string;
  /** The game, rendered (and so loaded) only while the section is open. */
  children: () => ReactNode;
}

/** A game over the song's timed lyrics (fill the gap, listen and write), opened on demand. */
export function LyricsGameSection(props: LyricsGameSectionProps) {
  const { heading, intro, openLabel, closeLabel, testId, children } = props;
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-heading`} data-testid={testId}>
      <Row $justify="space-between" $wrap $gap={3}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={open}
          aria-controls={`${id}-game`}
          onClick={() => setOpen((shown) => !shown)}
          data-testid={testId && `${testId}-toggle`}
        >
          {open ? closeLabel : openLabel}
        </Button>
      </Row>
      <Intro>{intro}</Intro>
      <div id={`${id}-game`}>{open && children()}</div>
    </Section>
  );
}
