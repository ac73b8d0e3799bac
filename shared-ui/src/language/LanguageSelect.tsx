import { isLanguage, supportedLanguages, useLanguage, useTranslation } from '@btb/shared-i18n';
import { SelectInput } from '../form/fieldStyles';

export function LanguageSelect() {
  const { language, setLanguage } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <SelectInput
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
    </SelectInput>
  );
}
