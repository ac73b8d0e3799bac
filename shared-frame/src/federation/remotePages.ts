import { remoteApps } from '@btb/platform';

/** The remotes the shell knows by name (platform/platform.json). URLs come at run time. */
export const remoteNames = remoteApps.map((remote) => remote.name);

export type RemoteName = string;

export interface RemoteModuleRef {
  remote: RemoteName;
  module: string;
}

/** mf-quiz's code dialog, which the shell opens from any page (not a route). */
export const quizCodeDialog: RemoteModuleRef = { remote: 'mf_quiz', module: 'QuizCodeDialog' };

/** `mf_song/SongPage`: how a remote page is named in the federation runtime and the server state. */
export const keyOf = ({ remote, module }: RemoteModuleRef) => `${remote}/${module}`;
