import styled from 'styled-components';

/**
 * A question the site asks once (analytics consent, the learner's languages): in the page flow right
 * under the nav, so it covers nothing, on a phone neither. Rendered with the page when the server
 * knows it is unanswered, so nothing moves when it appears; when it goes, the visitor has just
 * clicked, which layout-shift metrics leave out (`hadRecentInput`).
 */
export const QuestionPanel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 24px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
