// Test-only (never imported by app code): the quiz page opened the way its own tests and the
// review tests open it.
import { useLocation } from '@btb/shared-router';
import { renderWithProviders } from '@btb/shared-testing';
import { fakeTimerUser, lesson, settle } from '../testing/quizTestKit';
import QuizPage from './QuizPage';

/** Shows where the page navigated to, as `data-testid="location"`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Opens the quiz page at `route` (the kit's lesson unless told) beside a probe of the location,
 * lets its first calls answer, and gives a user for the fake timers.
 */
export async function openQuiz(route = `/quiz?code=${lesson.strCode}`) {
  const view = renderWithProviders(
    <>
      <QuizPage />
      <LocationProbe />
    </>,
    { route },
  );
  await settle();
  return { ...view, user: fakeTimerUser() };
}
