-- Songs a logged-in learner heard to their end (issue 34), with the last time they were, as the
-- browser keeps them (the newest time wins a merge, so every device and the server's "Continue"
-- agree on the lesson last worked on). They go with the account row and with the song.
CREATE TABLE heard_songs (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  song_id integer NOT NULL REFERENCES songs (id) ON DELETE CASCADE,
  heard_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, song_id)
);
CREATE INDEX heard_songs_latest ON heard_songs (user_id, heard_at DESC);

-- Each review card's current state (issue 34), the replay of its logs kept up to date when logs
-- are pushed, so "Continue" counts words learned and due without shipping or replaying the logs.
-- An account is in `review_cards_built` once its cards were made from all its logs.
CREATE TABLE review_cards (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_code text NOT NULL,
  word text NOT NULL,
  due timestamptz NOT NULL,
  last_review timestamptz NOT NULL,
  PRIMARY KEY (user_id, lesson_code, word)
);
CREATE TABLE review_cards_built (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX review_logs_card ON review_logs (user_id, lesson_code, word);
