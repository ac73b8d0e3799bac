export interface QuizValidateRequest {
  code: string;
}

export interface QuizValidateResponse {
  valid: boolean;
  sequenceID: number;
  sequenceName: string;
  strCode: string;
  /** First song of the lesson, 0 when it has none. */
  songID: number;
}

export interface QuizQuestion {
  question: string;
  answer: string;
}

export interface QuizQuestionsResponse {
  questions: QuizQuestion[];
}
