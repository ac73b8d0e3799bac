export {
  i18n,
  i18nForLanguage,
  adoptServerLanguage,
  changeLanguage,
  stringsReady,
  registerNamespace,
  loadLanguage,
  pageLanguageReady,
  type NamespaceResources,
} from './i18n';
export { lazyWithStrings } from './lazyWithStrings';
export { languageFromCookie } from './languageStorage';
export { I18nProvider, useLanguage } from './I18nProvider';
export {
  isLanguage,
  languageFromUrl,
  supportedLanguages,
  urlInLanguage,
  type Language,
} from './detectLanguage';
export { useTranslation, type Translate } from './useTranslation';
