import { Type, type Static } from '@sinclair/typebox';
import { SubjectKeySchema } from './common';

/** A language pair such as `DE_EN` (learn German, for English speakers). */
export const SubjectOptionSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** The language learnt, lower case (`de` for `DE_EN`). */
  target: Type.String(),
  /** The learner's own language, lower case (`en` for `DE_EN`). */
  primary: Type.String(),
});
export type SubjectOption = Static<typeof SubjectOptionSchema>;
export const SubjectListSchema = Type.Array(SubjectOptionSchema);

export const PrimaryLanguageOptionSchema = Type.Object({
  /** Upper-case language code, e.g. `EN`. */
  code: Type.String(),
  /** The language's own name, e.g. `Deutsch`. */
  name: Type.String(),
});
export type PrimaryLanguageOption = Static<typeof PrimaryLanguageOptionSchema>;
export const PrimaryLanguageListSchema = Type.Array(PrimaryLanguageOptionSchema);

/** `GET /api/content/levels/{subject}`, e.g. `['A1', 'A2', 'B1']`. */
export const LevelsResponseSchema = Type.Array(Type.String());
export type LevelsResponse = Static<typeof LevelsResponseSchema>;

export const SubjectParamsSchema = Type.Object({ subject: SubjectKeySchema });
