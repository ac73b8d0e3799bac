export { i18n, changeLanguage, registerNamespace, type NamespaceResources } from './i18n';
export { I18nProvider, useLanguage } from './I18nProvider';
export { detectLanguage, isLanguage, supportedLanguages, type Language } from './detectLanguage';
export { usePageTitle } from './usePageTitle';
export { useTranslation } from 'react-i18next';
