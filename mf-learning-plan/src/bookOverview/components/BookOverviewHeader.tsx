import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, VisuallyHidden } from '@btb/shared-ui';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { useGoBack } from '@btb/shared-ui/navigation';
import { ArrowLeftIcon } from './OverviewIcons';

/** Sticks below the site's nav bar, so back and the code stay in reach on a long plan. */
const Bar = styled.header`
  position: sticky;
  top: ${({ theme }) => theme.navHeight};
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 -${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0;
    font-size: clamp(1.3rem, 3vw, 1.8rem);
  }
`;

const Code = styled.span`
  margin-left: auto;
  padding: 2px 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function BookOverviewHeader({ code }: { code?: string }) {
  const { t } = useTranslation(learningPlanNamespace);
  const goBack = useGoBack();
  return (
    <Bar>
      <Button type="button" $variant="ghost" onClick={goBack}>
        <ArrowLeftIcon />
        {t('bookOverview.back')}
      </Button>
      <h1>{t('bookOverview.title')}</h1>
      {code && (
        <Code>
          <VisuallyHidden>{t('bookOverview.codeLabel')} </VisuallyHidden>
          {code}
        </Code>
      )}
    </Bar>
  );
}
