import type { PlaylistRecord, SongRecord } from './catalogueRecords';

const slugs = (songs: SongRecord[]) => songs.map((song) => song.slug);

/**
 * Curated rows of the home page. Headlines in en, de and es all fall into SPEC's categories
 * ("top"/"bewertet", "english"/"englisch", "german"/"deutsch", "history"/"geschichte"), the
 * Spanish words the home page adds ("valorad", "inglés", "alemán", "historia"), and the
 * Spanish row's ("spanish"/"spanisch"/"español").
 */
export function buildPlaylists(songs: SongRecord[]): PlaylistRecord[] {
  const topRated = [...songs].sort((a, b) => b.likes - a.likes).slice(0, 30);
  const ofSubject = (key: string) => songs.filter((song) => song.subject_key === key);
  return [
    {
      slug: 'top-rated',
      position: 1,
      headline_en: 'Top Rated',
      headline_de: 'Am besten bewertet',
      headline_es: 'Mejor valoradas',
      btn1_searchurl: '/search',
      btn2_overview_code: 'DE_EN',
      song_slugs: slugs(topRated),
    },
    {
      slug: 'learn-german',
      position: 2,
      headline_en: 'Learn German',
      headline_de: 'Deutsch lernen',
      headline_es: 'Aprender alemán',
      btn1_searchurl: '/search?subject=DE_EN',
      btn2_overview_code: 'DE_EN',
      song_slugs: slugs(ofSubject('DE_EN')),
    },
    {
      slug: 'learn-english',
      position: 3,
      headline_en: 'Learn English',
      headline_de: 'Englisch lernen',
      headline_es: 'Aprender inglés',
      btn1_searchurl: '/search?subject=EN_DE',
      btn2_overview_code: 'EN_DE',
      song_slugs: slugs(ofSubject('EN_DE')),
    },
    {
      slug: 'history',
      position: 4,
      headline_en: 'History',
      headline_de: 'Geschichte',
      headline_es: 'Historia',
      btn1_searchurl: '/search?subject=DE_EN&level=B1',
      btn2_overview_code: 'DE_EN',
      song_slugs: slugs(songs.filter((song) => song.category === 'history')),
    },
    {
      slug: 'learn-german-spanish',
      position: 5,
      headline_en: 'Learn German – for Spanish speakers',
      headline_de: 'Deutsch lernen – für Spanischsprachige',
      headline_es: 'Aprender alemán, para hispanohablantes',
      btn1_searchurl: '/search?subject=DE_ES',
      btn2_overview_code: 'DE_ES',
      song_slugs: slugs(ofSubject('DE_ES')),
    },
    {
      slug: 'learn-spanish',
      position: 6,
      headline_en: 'Learn Spanish',
      headline_de: 'Spanisch lernen',
      headline_es: 'Aprender español',
      btn1_searchurl: '/search?subject=ES_EN',
      btn2_overview_code: 'ES_EN',
      song_slugs: slugs(ofSubject('ES_EN')),
    },
    {
      slug: 'learn-english-spanish',
      position: 7,
      headline_en: 'Learn English – for Spanish speakers',
      headline_de: 'Englisch lernen – für Spanischsprachige',
      headline_es: 'Aprender inglés, para hispanohablantes',
      btn1_searchurl: '/search?subject=EN_ES',
      btn2_overview_code: 'EN_ES',
      song_slugs: slugs(ofSubject('EN_ES')),
    },
  ];
}
