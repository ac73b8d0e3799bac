import { BookPageParamsSchema } from '@btb/shared-contract/schemas';
import type { ApiPlugin } from '../app/apiDeps';
import { renderBookPage, type BookPageRow } from './renderBookPage';

/**
 * `bslBookUrl` target: a printable vocabulary book (HTML) per book, generated from the database
 * so it always matches the lessons.
 */
export const bookPageRoutes: ApiPlugin = async (app, { db }) => {
  app.get<{ Params: { internCode: string } }>(
    '/books/:internCode.html',
    {
      schema: {
        params: BookPageParamsSchema,
      },
    },
    async (request, reply) => {
      const rows = await db.query<BookPageRow>(
        `SELECT b.book_name, b.intern_code, q.lesson_no, q.sequence_name, q.str_code, v.question, v.answer
         FROM books b JOIN sequences q ON q.book_id = b.id JOIN vocabulary v ON v.sequence_id = q.id
         WHERE b.intern_code = upper($1) ORDER BY q.lesson_no, v.position`,
        [request.params.internCode],
      );
      if (rows.length === 0) return reply.code(404).send({ message: 'Book not found' });
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(renderBookPage(rows));
    },
  );
};
