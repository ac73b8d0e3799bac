export interface Faq {
  faqID: number;
  strQuestion: string;
  /** Trusted HTML written by the editors. */
  strAnswer: string;
}
