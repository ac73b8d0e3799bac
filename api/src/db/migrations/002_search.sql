-- Case- and accent-insensitive search over title, code and description, backed by a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Folds case and the accents of the catalogue's languages (de, en, es, fr) without the unaccent
-- extension, so it is IMMUTABLE and usable in a generated column on PGlite and PostgreSQL alike.
CREATE FUNCTION btb_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$ SELECT replace(translate(lower(input), 'äöüáàâãåéèêëíìîïóòôõúùûñçýÿ', 'aouaaaaaeeeeiiiiooooouuuncyy'), 'ß', 'ss') $$;

ALTER TABLE songs ADD COLUMN search_text text GENERATED ALWAYS AS (
  btb_fold(song_title_public || ' ' || song_title || ' ' || description)
) STORED;

CREATE INDEX songs_search_trgm ON songs USING gin (search_text gin_trgm_ops);
CREATE INDEX songs_creator_trgm ON songs USING gin (btb_fold(creator) gin_trgm_ops);
CREATE INDEX songs_genre_fold ON songs (btb_fold(genre));
