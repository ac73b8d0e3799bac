import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { quizNamespace } from '../quizNamespace';
import { streakThreshold } from '../round/quizConstants';

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

const Badge = styled.p<{ $overlay: boolean }>`
  margin: 0;
  padding: 8px 16px;
  border-radius: 999px;
  background: ${({ theme }) => theme.gradient};
  color: #fff;
  font-weight: 700;
  text-align: center;
  animation: ${pop} 0.3s ease-out;
  ${({ $overlay }) =>
    $overlay &&
    `position: fixed;
    top: 40%;
    left: 50%;
    translate: -50% -50%;
    z-index: 900;
    padding: 20px 32px;
    font-size: 1.8rem;
    box-shadow: 0 12px 40px rgba(0, 0, 0, 0.45);`}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** SPEC: shown for 2 s when the streak reaches exactly 5; the live region keeps it announced. */
export function StreakBadge({ visible, overlay = false }: { visible: boolean; overlay?: boolean }) {
  const { t } = useTranslation(quizNamespace);
  return (
    <div role="status">
      {visible && (
        <Badge $overlay={overlay} data-testid="streak-badge">
          <span aria-hidden="true">🔥 </span>
          {t('streak.badge', { count: streakThreshold })}
        </Badge>
      )}
    </div>
  );
}
