/** The remotes the shell knows by name and the page each one exposes. URLs come at run time. */
export const remoteNames = [
  'mf_home',
  'mf_search',
  'mf_song',
  'mf_quiz',
  'mf_learning_plan',
  'mf_calculator',
] as const;

export type RemoteName = (typeof remoteNames)[number];

export interface RemoteModuleRef {
  remote: RemoteName;
  module: string;
}

export const remotePages = {
  home: { remote: 'mf_home', module: 'HomePage' },
  search: { remote: 'mf_search', module: 'SearchPage' },
  song: { remote: 'mf_song', module: 'SongPage' },
  quiz: { remote: 'mf_quiz', module: 'QuizPage' },
  quizCodeDialog: { remote: 'mf_quiz', module: 'QuizCodeDialog' },
  bookOverview: { remote: 'mf_learning_plan', module: 'BookOverviewPage' },
  timeCalculator: { remote: 'mf_calculator', module: 'TimeCalculatorPage' },
} as const satisfies Record<string, RemoteModuleRef>;

/** `mf_song/SongPage`: how a remote page is named in the federation runtime and the server state. */
export const keyOf = ({ remote, module }: RemoteModuleRef) => `${remote}/${module}`;
