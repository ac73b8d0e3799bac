/**
 * The frame around every page, shared by the shell and each remote's standalone page (so QA sees
 * the very footer, consent banner and dialogs the site shows; the quiz-code dialog loads from
 * mf-quiz in either, through @btb/shared-federation).
 */
export { currentSessionApi } from './auth/api/currentSession';
export { loggedIn, loggedOut, selectLoggedInEmail } from './auth/authSlice';
export { LoginForm } from './auth/LoginForm';
export { loginNamespace } from './auth/loginNamespace';
export { RegisterLinks } from './auth/RegisterLinks';
export { knownSession, noSession, restoreSession } from './auth/restoreSession';
export { useLogin } from './auth/useLogin';
export { useForgetLogin } from './auth/useLogout';
export { PrivacySettingsButton } from './consent/PrivacySettingsButton';
export {
  consentChosen,
  consentRestored,
  selectAnalyticsAllowed,
  selectConsentBannerOpen,
  selectConsentChoice,
} from './consent/consentSlice';
export { consentFromCookie, reconcileConsent } from './consent/consentStorage';
export { Footer } from './footer/Footer';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { contactEmail } from './links/externalLinks';
export { FormError } from './ui/FormError';
export { FormField } from './ui/FormField';
export { LinkButton } from './ui/LinkButton';
export { QuestionPanel } from './ui/QuestionPanel';
