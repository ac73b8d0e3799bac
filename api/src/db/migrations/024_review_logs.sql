-- Spaced-repetition review logs of logged-in learners (issue 20). A log's id is made by the
-- browser, so a log pushed twice is stored once; `seq` numbers each learner's logs in the order
-- the server stored them (pushes of one learner are serialized), the cursor devices pull after.
CREATE TABLE review_logs (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id text NOT NULL,
  seq integer NOT NULL,
  lesson_code text NOT NULL,
  word text NOT NULL,
  rating text NOT NULL,
  reviewed_at timestamptz NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id)
);
CREATE UNIQUE INDEX review_logs_user_seq ON review_logs (user_id, seq);
