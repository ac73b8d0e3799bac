import { Type, type Static } from '@sinclair/typebox';

export const FaqSchema = Type.Object({
  faqID: Type.Integer(),
  strQuestion: Type.String(),
  /** Trusted HTML written by the editors. */
  strAnswer: Type.String(),
});
export type Faq = Static<typeof FaqSchema>;
export const FaqListSchema = Type.Array(FaqSchema);
