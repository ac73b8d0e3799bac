-- Spanish became an interface language (issue 68): subject labels and playlist headlines gain a
-- Spanish column beside the English and German ones. The seed fills them (and the Spanish hero
-- slides and FAQs, which are rows of their own); until it has, a read falls back to English.
ALTER TABLE subjects ADD COLUMN label_es text;
ALTER TABLE playlists ADD COLUMN headline_es text;
