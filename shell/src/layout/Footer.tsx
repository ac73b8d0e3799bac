import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { shellNamespace } from '../shellNamespace';

const Box = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 32px 16px;
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  gap: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Footer() {
  const { t } = useTranslation(shellNamespace);
  return (
    <Box>
      <Inner>
        <p>{t('footer.description')}</p>
        <Link to="/time-calculator">{t('footer.calculator')}</Link>
        <small>{t('footer.copyright', { year: new Date().getFullYear() })}</small>
      </Inner>
    </Box>
  );
}
