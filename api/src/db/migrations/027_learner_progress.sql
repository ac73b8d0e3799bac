-- What else of a learner's progress goes with the account (issue 34): the language pair chosen
-- ("I speak … / I learn …", or `none` for a skipped question) and each lesson's best quiz score
-- with the time its quiz was last finished. Both go with the account row.
CREATE TABLE learner_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  learning_pair text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE quiz_scores (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_code text NOT NULL,
  correct integer NOT NULL,
  total integer NOT NULL,
  finished_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, lesson_code)
);
