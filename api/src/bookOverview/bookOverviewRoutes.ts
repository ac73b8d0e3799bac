import type { BookLevel, BookOverview } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { BookOverviewParamsSchema, BookOverviewSchema } from '@btb/shared-contract/schemas';
import { withErrors } from '../app/schemas';
import { sendCachedJson } from '../cache/sendCachedJson';
import { escapeLike } from '../content/normalizeSearchTerm';

interface Row {
  level: string;
  book_id: number;
  book_name: string;
  intern_code: string;
  sequence_id: number | null;
  sequence_name: string | null;
  str_code: string | null;
  learning_content: string | null;
  song_ids: number[] | null;
}

/** Groups flat rows (ordered by level, book, lesson) into the level → book → lesson tree. */
function toOverview(rows: Row[]): BookOverview {
  const levels: BookLevel[] = [];
  for (const row of rows) {
    let level = levels.at(-1);
    if (level?.level !== row.level) levels.push((level = { level: row.level, books: [] }));
    let book = level.books.at(-1);
    if (book?.id !== row.book_id) {
      level.books.push(
        (book = {
          id: row.book_id,
          bookName: row.book_name,
          internCode: row.intern_code,
          sequences: [],
        }),
      );
    }
    if (row.sequence_id !== null) {
      book.sequences.push({
        llcSID: row.sequence_id,
        sequenceName: row.sequence_name ?? '',
        strCode: row.str_code ?? '',
        learningContent: row.learning_content ?? '',
        songIds: row.song_ids ?? [],
      });
    }
  }
  return { levels };
}

/**
 * The learning plan for a code: a subject (`DE_EN`) or any prefix of a book code (`DE_EN_A1`,
 * `DE_EN_A1_B02`). An unknown code has no levels, which the page shows as "No content found".
 */
export const bookOverviewRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Params: { code: string }; Reply: BookOverview }>(
    '/book-overview/:code',
    {
      schema: {
        params: BookOverviewParamsSchema,
        response: withErrors(BookOverviewSchema),
      },
    },
    async (request, reply) => {
      const code = request.params.code.trim().toUpperCase();
      // The plan changes only with the catalogue: cached like the other public reads.
      return sendCachedJson(reply, responseCache, `book-overview:${code}`, async () => {
        const rows = await db.query<Row>(
          `SELECT b.level, b.id AS book_id, b.book_name, b.intern_code, q.id AS sequence_id,
           q.sequence_name, q.str_code, q.learning_content,
           ARRAY(SELECT s.id FROM songs s WHERE s.sequence_id = q.id ORDER BY s.id) AS song_ids
         FROM books b LEFT JOIN sequences q ON q.book_id = b.id
         WHERE b.intern_code = $1 OR b.intern_code LIKE $2 OR b.subject_key = $1
         ORDER BY b.level, b.book_no, b.id, q.lesson_no, q.id`,
          [code, `${escapeLike(code)}\\_%`],
        );
        return { value: toOverview(rows) };
      });
    },
  );
};
