-- Voiced songs (issue 32): the seed sings every song's lines with a speech synthesizer and keeps
-- the word timings it sang them with; songs, previews and podcasts become MP3. A database seeded
-- before names WAV files: it points at the MP3s, which the next start generates.
ALTER TABLE songs ADD COLUMN voice jsonb;
UPDATE songs SET audio_name = regexp_replace(audio_name, '\.wav$', '.mp3'),
  preview_name = regexp_replace(preview_name, '\.wav$', '.mp3');
UPDATE podcasts SET sound_name = regexp_replace(sound_name, '\.wav$', '.mp3');
