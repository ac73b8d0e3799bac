import styled from 'styled-components';
import { isLanguage, supportedLanguages, useLanguage, useTranslation } from '@btb/shared-i18n';

const Select = styled.select`
  min-height: 40px;
  padding: 0 8px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

export function LanguageSelect() {
  const { language, setLanguage } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <Select
      aria-label={t('languageSelect')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
    >
      {supportedLanguages.map((code) => (
        <option key={code} value={code}>
          {code.toUpperCase()}
        </option>
      ))}
    </Select>
  );
}
