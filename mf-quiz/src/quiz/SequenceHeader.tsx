import styled from 'styled-components';
import type { QuizSequence } from './quizPageReducer';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 12px;
  margin-bottom: 12px;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.4rem;
`;

const Code = styled.code`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
`;

export function SequenceHeader({ sequence }: { sequence: QuizSequence }) {
  return (
    <Header>
      <Name>{sequence.name}</Name>
      {sequence.code !== sequence.name && <Code>{sequence.code}</Code>}
    </Header>
  );
}
