import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@btb/shared-ui';

const Box = styled(Card)`
  display: grid;
  gap: 12px;
`;

const Heading = styled.h2`
  font-size: 1.2rem;
  margin: 0;
`;

/** A titled card of the page; its heading names the region for screen readers. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box aria-labelledby={id} data-testid={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Box>
  );
}
