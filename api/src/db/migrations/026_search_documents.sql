-- Forgiving search (issue 37): each song keeps its words by field (title, vocabulary the lesson
-- teaches, lyrics and description), folded the same way as query words; a lexicon of every word
-- gives typo, word-form and prefix candidates. Plain SQL and plpgsql only, so PGlite and
-- PostgreSQL behave alike (fuzzystrmatch's levenshtein counts a swap of two letters as two edits;
-- the one-edit check below counts it as one).

-- btb_fold plus the umlaut spellings ae, oe, ue (schoen = schön = schon); applied to documents
-- and queries alike, so only recall changes.
CREATE FUNCTION btb_search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$ SELECT replace(replace(replace(btb_fold(input), 'ae', 'a'), 'oe', 'o'), 'ue', 'u') $$;

-- The distinct folded words of a text: letters, digits and underscore (lesson codes stay whole).
CREATE FUNCTION btb_search_words(input text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$ SELECT coalesce(array_agg(DISTINCT w), '{}') FROM regexp_split_to_table(btb_search_fold(input), '[^[:alnum:]_]+') AS w WHERE w <> '' $$;

-- Each card's words, so a search names the cards that matched without splitting their text.
ALTER TABLE vocabulary ADD COLUMN search_words text[] GENERATED ALWAYS AS (btb_search_words(question || ' ' || answer)) STORED;

-- One inflection ending off, the stem keeping at least four letters.
CREATE FUNCTION btb_strip_ending(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$ SELECT coalesce(substring(word FROM '^(.{4,}?)(?:ers|es|en|er|e|n|s)$'), word) $$;

-- A light stem shared by German, Spanish and English plurals and endings (Handys, canciones,
-- Kartoffeln, Häuser); two endings at most, words with digits or underscores stay as they are.
CREATE FUNCTION btb_stem(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$ SELECT CASE WHEN word ~ '[0-9_]' THEN word ELSE btb_strip_ending(btb_strip_ending(word)) END $$;

-- At most one insertion, deletion, substitution or swap of neighbours apart.
CREATE FUNCTION btb_within_one_edit(a text, b text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  i integer := 1;
BEGIN
  IF abs(la - lb) > 1 THEN RETURN false; END IF;
  WHILE i <= least(la, lb) AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
  IF i > least(la, lb) THEN RETURN true; END IF;
  IF la > lb THEN RETURN substr(a, i + 1) = substr(b, i); END IF;
  IF lb > la THEN RETURN substr(a, i) = substr(b, i + 1); END IF;
  RETURN substr(a, i + 1) = substr(b, i + 1)
    OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
        AND substr(a, i + 2) = substr(b, i + 2));
END
$$;

-- Every word the catalogue has, with its stem; "C" order so a prefix is a range of the key.
CREATE TABLE search_lexicon (
  term text COLLATE "C" PRIMARY KEY,
  stem text NOT NULL
);
CREATE INDEX search_lexicon_stem ON search_lexicon (stem);
CREATE INDEX search_lexicon_trgm ON search_lexicon USING gin (term gin_trgm_ops);

-- Each word of four or more letters under itself and each one-letter deletion of it: a query word
-- and a word one edit away share one of these keys (symmetric deletion).
CREATE TABLE search_lexicon_variants (
  variant text NOT NULL,
  term text NOT NULL,
  PRIMARY KEY (variant, term)
);

ALTER TABLE songs ADD COLUMN search_title text[] NOT NULL DEFAULT '{}';
ALTER TABLE songs ADD COLUMN search_vocab text[] NOT NULL DEFAULT '{}';
ALTER TABLE songs ADD COLUMN search_body text[] NOT NULL DEFAULT '{}';
ALTER TABLE songs ADD COLUMN search_words text[] NOT NULL DEFAULT '{}';
CREATE INDEX songs_search_words ON songs USING gin (search_words);
CREATE INDEX songs_search_title ON songs USING gin (search_title);

CREATE FUNCTION btb_songs_search_document() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_title := btb_search_words(NEW.song_title_public || ' ' || NEW.song_title);
  NEW.search_vocab := ARRAY(SELECT DISTINCT unnest(v.search_words) FROM vocabulary v WHERE v.sequence_id = NEW.sequence_id);
  NEW.search_body := btb_search_words(NEW.description || ' ' || NEW.lyrics);
  NEW.search_words := ARRAY(SELECT DISTINCT unnest(NEW.search_title || NEW.search_vocab || NEW.search_body));
  RETURN NEW;
END
$$;

CREATE TRIGGER songs_search_document BEFORE INSERT OR UPDATE OF song_title_public, song_title, description, lyrics, sequence_id ON songs
FOR EACH ROW EXECUTE FUNCTION btb_songs_search_document();

-- New words join the lexicon (old ones stay: a word no song has any more matches nothing).
CREATE FUNCTION btb_add_to_lexicon(words text[]) RETURNS void
LANGUAGE sql
AS $$
WITH fresh AS (
  INSERT INTO search_lexicon (term, stem)
  SELECT DISTINCT w, btb_stem(w) FROM unnest(words) AS w
  ON CONFLICT (term) DO NOTHING
  RETURNING term
)
INSERT INTO search_lexicon_variants (variant, term)
SELECT DISTINCT v, f.term FROM fresh f,
  LATERAL (SELECT f.term AS v UNION ALL
           SELECT overlay(f.term PLACING '' FROM i FOR 1) FROM generate_series(1, length(f.term)) AS i) AS d
WHERE length(f.term) >= 4 AND f.term !~ '[0-9_]'
ON CONFLICT DO NOTHING;
$$;

CREATE FUNCTION btb_songs_lexicon_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM btb_add_to_lexicon(ARRAY(SELECT DISTINCT unnest(n.search_words) FROM new_songs n));
  RETURN NULL;
END
$$;

CREATE TRIGGER songs_lexicon_inserted AFTER INSERT ON songs REFERENCING NEW TABLE AS new_songs
FOR EACH STATEMENT EXECUTE FUNCTION btb_songs_lexicon_inserted();

CREATE FUNCTION btb_songs_lexicon_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM btb_add_to_lexicon(NEW.search_words);
  RETURN NULL;
END
$$;

CREATE TRIGGER songs_lexicon_updated AFTER UPDATE OF song_title_public, song_title, description, lyrics, sequence_id ON songs
FOR EACH ROW EXECUTE FUNCTION btb_songs_lexicon_updated();

-- A changed card rewrites the documents of the songs of its lesson.
CREATE FUNCTION btb_vocabulary_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE songs SET sequence_id = sequence_id
  WHERE sequence_id IN (SELECT sequence_id FROM changed_cards);
  RETURN NULL;
END
$$;

CREATE TRIGGER vocabulary_inserted AFTER INSERT ON vocabulary REFERENCING NEW TABLE AS changed_cards
FOR EACH STATEMENT EXECUTE FUNCTION btb_vocabulary_changed();
CREATE TRIGGER vocabulary_updated AFTER UPDATE ON vocabulary REFERENCING NEW TABLE AS changed_cards
FOR EACH STATEMENT EXECUTE FUNCTION btb_vocabulary_changed();
CREATE TRIGGER vocabulary_deleted AFTER DELETE ON vocabulary REFERENCING OLD TABLE AS changed_cards
FOR EACH STATEMENT EXECUTE FUNCTION btb_vocabulary_changed();

-- Songs already there get their documents (and their words the lexicon).
UPDATE songs SET sequence_id = sequence_id;

-- What a query word may match: itself, words of the same stem, words one edit away (five letters
-- or more) and, for the word being typed, up to 30 words it begins (three letters or more).
CREATE FUNCTION btb_search_candidates(word text, as_prefix boolean) RETURNS text
LANGUAGE sql STABLE
AS $$
SELECT string_agg(DISTINCT c.term, ' ') FROM (
  SELECT word AS term
  UNION ALL
  SELECT l.term FROM search_lexicon l WHERE length(word) >= 3 AND l.stem = btb_stem(word)
  UNION ALL
  (SELECT l.term FROM search_lexicon l
   WHERE as_prefix AND length(word) >= 3 AND l.term >= word AND l.term < word || chr(1114111)
   ORDER BY l.term LIMIT 30)
  UNION ALL
  SELECT v.term FROM search_lexicon_variants v
  WHERE length(word) >= 5 AND word !~ '[0-9_]'
    AND v.variant = ANY (ARRAY(SELECT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) AS i) || word)
    AND btb_within_one_edit(v.term, word)
) AS c
$$;
