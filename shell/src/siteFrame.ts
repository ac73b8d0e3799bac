/**
 * What a remote's standalone page (`@btb/shared-standalone`) takes from the shell, so QA sees the
 * very footer, consent banner and dialogs the site shows, not a copy of them. The standalone page
 * starts the same federation code on the remote map it is given, so the quiz-code dialog (mf-quiz)
 * loads there exactly as in the shell.
 */
import './shellNamespace';

export { useRestoreSession } from './auth/useRestoreSession';
export { ConsentBanner } from './consent/ConsentBanner';
export { SiteDialogs } from './dialogs/SiteDialogs';
export { startFederation } from './federation/federationRuntime';
export { parseRemoteMap, type RemoteMap } from './federation/remoteMap';
export { Footer } from './layout/footer/Footer';
