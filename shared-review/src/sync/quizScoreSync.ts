import {
  heardSongLimits,
  quizScoreLimits,
  type HeardSong,
  type LearnerProgress,
  type LearnerProgressPush,
} from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import { mergeQuizScores, readQuizScores } from '../quizScores/quizScores';
import { heardSongStore } from './heardSongStore';

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A heard song the API takes (an id, a time in its one format); anything else stays here. */
const sendable = ({ id, at }: HeardSong): boolean =>
  Number.isInteger(id) && id > 0 && id <= 2147483647 && instantPattern.test(at);

/**
 * A logged-in learner's quiz scores and heard songs both ways (issue 34): this browser's go to the
 * account (which keeps each lesson's better round and each song's latest hearing), and the
 * account's come back merged. Throws what the API answers, as the review sync's steps do.
 */
export async function syncQuizScores(): Promise<void> {
  const local = await readQuizScores();
  const songs = heardSongStore();
  const heard = (songs?.read() ?? []).filter(sendable).map(({ id, at }) => ({ id, at }));
  let answer: LearnerProgress | undefined;
  let push = 0;
  do {
    const body: LearnerProgressPush = {
      quizScores: local.slice(
        push * quizScoreLimits.scoresPerPush,
        (push + 1) * quizScoreLimits.scoresPerPush,
      ),
    };
    const someHeard = heard.slice(
      push * heardSongLimits.songsPerPush,
      (push + 1) * heardSongLimits.songsPerPush,
    );
    if (songs) body.heardSongs = someHeard;
    answer = await apiRequest<LearnerProgress>(apiRoutes.learnerProgress, { method: 'POST', body });
    push += 1;
  } while (
    push * quizScoreLimits.scoresPerPush < local.length ||
    push * heardSongLimits.songsPerPush < heard.length
  );
  // Whatever the server sent, only what reads as a score (or a heard song) is taken.
  await mergeQuizScores(Array.isArray(answer?.quizScores) ? answer.quizScores : []);
  if (songs && Array.isArray(answer?.heardSongs)) songs.merge(answer.heardSongs);
}
