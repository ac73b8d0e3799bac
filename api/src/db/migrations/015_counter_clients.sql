-- Who counted what, so a like counts once per client and a play once per client and song per
-- 120 s. A client is its `btb_client` cookie (`c:<id>`) or, for a request without one, its
-- address (`ip:<address>`). Numbered after the issue that added it, to stay clear of parallel work.
CREATE TABLE song_likes (
  client_key text NOT NULL,
  song_id integer NOT NULL REFERENCES songs (id),
  liked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_key, song_id)
);

CREATE TABLE song_plays (
  client_key text NOT NULL,
  song_id integer NOT NULL REFERENCES songs (id),
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_key, song_id)
);
CREATE INDEX song_plays_time ON song_plays (played_at);
