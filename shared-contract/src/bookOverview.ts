import { Type, type Static } from '@sinclair/typebox';
import { CodeSchema } from './common';

export const BookSequenceSchema = Type.Object({
  llcSID: Type.Integer(),
  sequenceName: Type.String(),
  strCode: Type.String(),
  learningContent: Type.String(),
  /** The lesson's songs (`GET /api/songs/by-code` lists them), so its progress needs no call per lesson. */
  songIds: Type.Optional(Type.Array(Type.Integer())),
});
export type BookSequence = Static<typeof BookSequenceSchema>;

export const BookSchema = Type.Object({
  id: Type.Integer(),
  bookName: Type.String(),
  internCode: Type.String(),
  sequences: Type.Array(BookSequenceSchema),
});
export type Book = Static<typeof BookSchema>;

export const BookLevelSchema = Type.Object({ level: Type.String(), books: Type.Array(BookSchema) });
export type BookLevel = Static<typeof BookLevelSchema>;

/** `GET /api/book-overview/{code}`. */
export const BookOverviewSchema = Type.Object({ levels: Type.Array(BookLevelSchema) });
export type BookOverview = Static<typeof BookOverviewSchema>;

export const BookOverviewParamsSchema = Type.Object({ code: CodeSchema });

/** `GET /api/books/{internCode}.html`: a book's printable page (HTML). */
export const BookPageParamsSchema = Type.Object({
  internCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
});
