import { expect, type APIRequestContext } from '@playwright/test';
import { shellOrigin } from './ports';

interface Lesson {
  strCode: string;
  sequenceName: string;
  songIds?: number[];
}

/**
 * The logged-in learner (of `request`) works on a lesson of the DE_EN plan's first book, as another
 * device would sync it: a word answered ("easy": due only in days) and, when the lesson has songs,
 * its first song heard to the end. The lesson is one after the first with two songs, else the
 * second. Answers what "Continue" then offers: the tile's text and its link (the next unheard song,
 * or the quiz once all are heard).
 */
export async function workOnSecondLesson(request: APIRequestContext) {
  const overview = (await (await request.get('/api/book-overview/DE_EN')).json()) as {
    levels: { books: { sequences: Lesson[] }[] }[];
  };
  const { sequences } = overview.levels[0]!.books[0]!;
  const lesson =
    sequences.find((item, index) => index > 0 && (item.songIds?.length ?? 0) >= 2) ?? sequences[1]!;
  const headers = { Origin: shellOrigin };
  const answered = await request.post('/api/reviews/logs', {
    data: {
      logs: [
        {
          id: `e2e-continue-${Date.now()}`,
          lessonCode: lesson.strCode,
          word: 'weiter',
          rating: 'easy',
          reviewedAt: new Date().toISOString(),
        },
      ],
    },
    headers,
  });
  expect(answered.ok()).toBe(true);
  const [firstSong, nextSong = null] = lesson.songIds ?? [];
  if (firstSong !== undefined) {
    const heard = await request.post('/api/progress', {
      data: { heardSongs: [{ id: firstSong, at: new Date().toISOString() }] },
      headers,
    });
    expect(heard.ok()).toBe(true);
  }
  return {
    expected: `${nextSong !== null ? 'Next song' : 'Quiz'}: ${lesson.sequenceName}`,
    expectedHref:
      nextSong !== null ? `/song/${nextSong}` : `/quiz?code=${encodeURIComponent(lesson.strCode)}`,
  };
}
