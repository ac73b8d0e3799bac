-- Catalogue: subjects (language pairs), books, lessons (sequences), vocabulary, songs.
CREATE TABLE subjects (
  key text PRIMARY KEY,
  target_language text NOT NULL,
  primary_language text NOT NULL,
  label_en text NOT NULL,
  label_de text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE books (
  id serial PRIMARY KEY,
  subject_key text NOT NULL REFERENCES subjects (key),
  level text NOT NULL,
  book_no integer NOT NULL,
  book_name text NOT NULL,
  intern_code text NOT NULL UNIQUE
);
CREATE INDEX books_subject_level ON books (subject_key, level, book_no);

CREATE TABLE sequences (
  id serial PRIMARY KEY,
  book_id integer NOT NULL REFERENCES books (id),
  lesson_no integer NOT NULL,
  sequence_name text NOT NULL,
  str_code text NOT NULL UNIQUE,
  topic text NOT NULL,
  learning_content text NOT NULL DEFAULT ''
);
CREATE INDEX sequences_book ON sequences (book_id, lesson_no);

CREATE TABLE vocabulary (
  id serial PRIMARY KEY,
  sequence_id integer NOT NULL REFERENCES sequences (id),
  position integer NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  UNIQUE (sequence_id, position)
);

CREATE TABLE songs (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  sequence_id integer REFERENCES sequences (id),
  subject_key text NOT NULL REFERENCES subjects (key),
  level text NOT NULL,
  category text NOT NULL,
  song_title text NOT NULL,
  song_title_public text NOT NULL,
  description text NOT NULL DEFAULT '',
  lyrics text NOT NULL DEFAULT '',
  music_style text NOT NULL DEFAULT '',
  genre text NOT NULL DEFAULT '',
  grade text NOT NULL DEFAULT '',
  language text NOT NULL,
  primary_language text NOT NULL,
  creator text NOT NULL DEFAULT '',
  image_name text NOT NULL,
  thumb_name text NOT NULL,
  audio_name text NOT NULL,
  preview_name text,
  book_url text NOT NULL DEFAULT '',
  duration_seconds integer NOT NULL DEFAULT 0,
  restricted boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  plays integer NOT NULL DEFAULT 0 CHECK (plays >= 0),
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX songs_sequence ON songs (sequence_id);
CREATE INDEX songs_filters ON songs (subject_key, level);
CREATE INDEX songs_category_likes ON songs (category, likes DESC);
CREATE INDEX songs_likes ON songs (likes DESC, id);

CREATE TABLE podcasts (
  song_id integer PRIMARY KEY REFERENCES songs (id),
  sound_name text NOT NULL UNIQUE
);

CREATE TABLE playlists (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  position integer NOT NULL,
  headline_en text NOT NULL,
  headline_de text NOT NULL,
  btn1_searchurl text NOT NULL DEFAULT '',
  btn2_overview_code text NOT NULL DEFAULT ''
);

CREATE TABLE playlist_songs (
  playlist_id integer NOT NULL REFERENCES playlists (id),
  song_id integer NOT NULL REFERENCES songs (id),
  position integer NOT NULL,
  PRIMARY KEY (playlist_id, song_id)
);

CREATE TABLE hero_slides (
  id serial PRIMARY KEY,
  slug text NOT NULL,
  language text NOT NULL,
  position integer NOT NULL,
  headline text NOT NULL,
  subline text NOT NULL,
  background_image text NOT NULL,
  button1_text text NOT NULL,
  button1_link text NOT NULL,
  button1_icon text NOT NULL,
  button2_text text NOT NULL,
  button2_link text NOT NULL,
  button2_icon text NOT NULL,
  UNIQUE (slug, language)
);

CREATE TABLE faqs (
  id serial PRIMARY KEY,
  slug text NOT NULL,
  language text NOT NULL,
  position integer NOT NULL,
  question text NOT NULL,
  answer_html text NOT NULL,
  UNIQUE (slug, language)
);

-- Marks which seed version has been written, so a restart skips the work.
CREATE TABLE seed_state (
  name text PRIMARY KEY,
  version integer NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
