import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@btb/shared-testing';
import BookOverviewPage from './BookOverviewPage';
import { bookOverviewFixture, lessonSongsFixture } from './bookOverviewFixture';

// What the book overview page's tests share: the routes that answer with the fixtures, the page
// rendered at its route, and its buttons by name.

/** The overview of DE_EN, answered with the fixture (spread it into `mockFetch`'s routes). */
export const overviewRoute = [
  'GET',
  '/api/book-overview/DE_EN',
  () => jsonResponse(bookOverviewFixture),
] as const;

/** The songs of the lesson DE_EN_A1_B01_L01 (its music panel). */
export const songsRoute = [
  'GET',
  '/api/songs/by-code/DE_EN_A1_B01_L01',
  () => jsonResponse(lessonSongsFixture),
] as const;

/** Renders the page at `route`, DE_EN's overview unless told. */
export const renderOverview = (route = '/book-overview/DE_EN') =>
  renderWithProviders(<BookOverviewPage />, { route, path: '/book-overview/:code' });

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
