import { bookName } from './bookNames';
import type { Catalogue, SongRecord } from './catalogueRecords';
import { creators, genres } from './genres';
import { learningContent, sequenceName, songDescription, wordIn } from './lessonTexts';
import { lyricsText, sungLines } from './lyricLines';
import { buildPlaylists } from './buildPlaylists';
import { pick, seededRandom } from './seededRandom';
import type { ContentCategory } from '@btb/shared-contract';
import {
  levels,
  type CatalogueLanguage,
  subjectDefinitions,
  type Level,
  type SubjectDefinition,
} from './subjectDefinitions';
import { a1Topics } from './topics/a1Topics';
import { a2Topics } from './topics/a2Topics';
import { b1Topics } from './topics/b1Topics';
import type { Topic } from './topics/Topic';

export const booksPerLevel = 3;
export const lessonsPerBook = 5;

const topicsByLevel: Record<Level, readonly Topic[]> = { A1: a1Topics, A2: a2Topics, B1: b1Topics };
/** The home row a lesson's song belongs to: the language it teaches. */
const learnCategory: Record<CatalogueLanguage, ContentCategory> = {
  de: 'learn-german',
  en: 'learn-english',
  es: 'learn-spanish',
};
const gradeByLevel: Record<Level, string> = { A1: '5', A2: '7', B1: '9' };
const firstRelease = Date.UTC(2024, 0, 15);
const pad2 = (n: number) => String(n).padStart(2, '0');

function buildSong(
  subject: SubjectDefinition,
  level: Level,
  bookNo: number,
  lessonNo: number,
  topic: Topic,
  songIndex: number,
  songSeconds: number,
): SongRecord {
  const code = `${subject.key}_${level}_B${pad2(bookNo)}_L${pad2(lessonNo)}`;
  const random = seededRandom(code);
  const genre = pick(random, genres);
  const bpm = Math.round(genre.bpm[0] + random() * (genre.bpm[1] - genre.bpm[0]));
  // Popularity follows a long tail, as real catalogues do.
  const likes = Math.round(5 + 2400 * random() ** 3);
  const plays = Math.round(likes * (3 + random() * 9));
  const restricted = lessonNo === lessonsPerBook;
  const intern = `${subject.key}_${level}_B${pad2(bookNo)}`;
  return {
    slug: code,
    str_code: code,
    subject_key: subject.key,
    level,
    category: topic.history ? 'history' : learnCategory[subject.target],
    song_title: `${topic.name[subject.target]} (${code})`,
    song_title_public: `${topic.name[subject.target]} ${genre.titleSuffix[subject.target]}`,
    description: songDescription(topic, subject.target, subject.primary),
    lyrics: lyricsText(topic, subject.target, subject.primary),
    sung_lines: sungLines(topic, subject.target, subject.primary),
    music_style: `${genre.name}, ${bpm} BPM, ${genre.style}; lyrics sung slowly and clearly for ${level} learners.`,
    genre: genre.name,
    grade: gradeByLevel[level],
    language: subject.target,
    primary_language: subject.primary,
    creator: pick(random, creators),
    image_name: `cover-${code}.svg`,
    thumb_name: `thumb-${code}.svg`,
    audio_name: `song-${code}.mp3`,
    preview_name: restricted ? `preview-${code}.mp3` : null,
    book_url: bookNo < booksPerLevel ? `/api/books/${intern}.html` : '',
    duration_seconds: songSeconds,
    restricted,
    featured: false,
    likes,
    plays,
    views: Math.round(plays * (1.1 + random())),
    created_at: new Date(
      firstRelease + songIndex * 4 * 86400000 + random() * 86400000,
    ).toISOString(),
  };
}

/** The whole seed catalogue, generated from the topic tables; deterministic. */
export function buildCatalogue(songSeconds: number): Catalogue {
  const catalogue: Catalogue = {
    subjects: [],
    books: [],
    sequences: [],
    vocabulary: [],
    songs: [],
    podcasts: [],
    playlists: [],
  };
  subjectDefinitions.forEach((subject, position) => {
    catalogue.subjects.push({
      key: subject.key,
      target_language: subject.target,
      primary_language: subject.primary,
      label_en: subject.label.en,
      label_de: subject.label.de,
      label_es: subject.label.es,
      position,
    });
    for (const level of levels) {
      for (let bookNo = 1; bookNo <= booksPerLevel; bookNo++) {
        const intern = `${subject.key}_${level}_B${pad2(bookNo)}`;
        catalogue.books.push({
          intern_code: intern,
          subject_key: subject.key,
          level,
          book_no: bookNo,
          book_name: bookName(subject.target, subject.primary, level, bookNo),
        });
        for (let lessonNo = 1; lessonNo <= lessonsPerBook; lessonNo++) {
          const topic = topicsByLevel[level][
            (bookNo - 1) * lessonsPerBook + (lessonNo - 1)
          ] as Topic;
          const code = `${intern}_L${pad2(lessonNo)}`;
          catalogue.sequences.push({
            str_code: code,
            intern_code: intern,
            lesson_no: lessonNo,
            sequence_name: sequenceName(topic, subject.target, subject.primary),
            topic: topic.slug,
            learning_content: learningContent(topic, subject.target, subject.primary),
          });
          topic.words.forEach((word, i) =>
            catalogue.vocabulary.push({
              str_code: code,
              position: i + 1,
              question: wordIn(word, subject.target),
              answer: wordIn(word, subject.primary),
            }),
          );
          const song = buildSong(
            subject,
            level,
            bookNo,
            lessonNo,
            topic,
            catalogue.songs.length,
            songSeconds,
          );
          catalogue.songs.push(song);
          if (bookNo === 1 && lessonNo === 1) {
            catalogue.podcasts.push({ song_slug: song.slug, sound_name: `podcast-${code}.mp3` });
          }
        }
      }
    }
  });
  const byLikes = [...catalogue.songs].sort((a, b) => b.likes - a.likes);
  for (const song of byLikes.slice(0, 10)) song.featured = true;
  catalogue.playlists = buildPlaylists(catalogue.songs);
  return catalogue;
}
