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

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
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
