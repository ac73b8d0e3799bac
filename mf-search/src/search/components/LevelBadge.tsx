import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { VisuallyHidden } from '@btb/shared-ui';
import { searchNamespace } from '../../searchNamespace';

const knownLevels = ['beginner', 'intermediate', 'advanced'] as const;
type KnownLevel = (typeof knownLevels)[number];

const levelColors: Record<KnownLevel | 'other', { background: string; text: string }> = {
  beginner: { background: '#14532d', text: '#bbf7d0' },
  intermediate: { background: '#713f12', text: '#fde68a' },
  advanced: { background: '#7f1d1d', text: '#fecaca' },
  other: { background: '#374151', text: '#e5e7eb' },
};

const isKnownLevel = (level: string): level is KnownLevel =>
  (knownLevels as readonly string[]).includes(level);

const Badge = styled.span<{ $tone: keyof typeof levelColors }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $tone }) => levelColors[$tone].background};
  color: ${({ $tone }) => levelColors[$tone].text};
`;

/** SPEC section 3: beginner, intermediate and advanced have their colours, anything else is grey. */
export function LevelBadge({ level }: { level: string | null | undefined }) {
  const { t } = useTranslation(searchNamespace);
  const value = (level ?? '').trim();
  if (!value) {
    return (
      <span>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{t('results.noLevel')}</VisuallyHidden>
      </span>
    );
  }
  const normalized = value.toLowerCase();
  if (isKnownLevel(normalized)) {
    return (
      <Badge $tone={normalized} data-level={normalized}>
        {t(`levels.${normalized}`)}
      </Badge>
    );
  }
  return (
    <Badge $tone="other" data-level="other">
      {value}
    </Badge>
  );
}
