import type { RemoteModuleRef } from '@btb/platform';

/** mf-quiz's code dialog, which the shell opens from any page (not a route). */
export const quizCodeDialog: RemoteModuleRef = { remote: 'mf_quiz', module: 'QuizCodeDialog' };

/** `mf_song/SongPage`: how a remote page is named in the federation runtime and the server state. */
export const keyOf = ({ remote, module }: RemoteModuleRef) => `${remote}/${module}`;
