import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@btb/shared-router';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { filtersFromParams, filtersToParams } from './parseFilters';
import { restoreFilters } from './restoreFilters';
import {
  emptyFilters,
  sameFilters,
  withinOptions,
  withSubject,
  type LoadedOptions,
  type SearchFilters,
  type TextFilterKey,
} from './searchFilters';
import { withCheckedTerm } from './searchTerm';
import { useInstantSearch } from './useInstantSearch';
import { storeFilters } from './storedFilters';

interface FilterState {
  /** What the form shows; written to the URL and storage on every change. */
  form: SearchFilters;
  /** What the results were asked for: selects apply at once, typed text on Enter or a pause. */
  applied: SearchFilters;
}

const applyAll = (filters: SearchFilters): FilterState => ({ form: filters, applied: filters });

/** The search page's filter state, mirrored to the URL (replace) and local storage. */
export function useSearchFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pair = useAppSelector(selectLearningSubject);
  const urlQuery = searchParams.toString();
  // The first render shows what the URL says, as the server rendered it; filters saved in this
  // browser (SPEC: used when the URL has none) apply right after, in the effect below.
  const [state, setState] = useState(() => applyAll(filtersFromParams(searchParams)));
  // The query strings this hook wrote that the router has not shown yet, oldest first: the router
  // applies a write in a transition, so two quick writes can reach it one by one. A URL that is
  // none of them came from outside (a link, Back).
  const written = useRef([urlQuery]);
  const seenQuery = useRef(urlQuery);
  // The first restore below is skipped once the learner changed the form: a choice carried out as
  // the page hydrates (made before its scripts ran) can come before the effect first runs.
  const firstRestore = useRef<'pending' | 'skip' | 'done'>('pending');

  useEffect(() => {
    const skip = firstRestore.current === 'skip';
    firstRestore.current = 'done';
    if (skip) return;
    const restored = restoreFilters(new URLSearchParams(seenQuery.current), pair);
    setState((current) => (sameFilters(restored, current.form) ? current : applyAll(restored)));
    // Again when the learner chooses a pair here: a page without filters takes its defaults.
  }, [pair]);

  useEffect(() => {
    if (urlQuery === seenQuery.current) return;
    seenQuery.current = urlQuery;
    const ours = written.current.indexOf(urlQuery);
    written.current = ours >= 0 ? written.current.slice(ours) : [urlQuery];
    if (ours < 0) setState(applyAll(restoreFilters(new URLSearchParams(urlQuery), pair)));
  }, [urlQuery, pair]);

  useEffect(() => {
    const kept = withCheckedTerm(state.form);
    storeFilters(kept);
    const next = filtersToParams(kept).toString();
    if (next === written.current[written.current.length - 1]) return;
    written.current = [...written.current, next];
    setSearchParams(next, { replace: true });
    // Only a change of the form writes; the URL is read by the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.form]);

  const update = useCallback((change: (form: SearchFilters) => SearchFilters, apply: boolean) => {
    if (firstRestore.current === 'pending') firstRestore.current = 'skip';
    setState((current) => {
      const form = change(current.form);
      return { form, applied: apply ? form : current.applied };
    });
  }, []);

  const applyTerm = useCallback(
    () =>
      setState((current) =>
        current.form.searchQuery === current.applied.searchQuery
          ? current
          : { ...current, applied: { ...current.applied, searchQuery: current.form.searchQuery } },
      ),
    [],
  );
  useInstantSearch(state.form.searchQuery, state.applied.searchQuery, applyTerm);

  return {
    filters: state.form,
    applied: state.applied,
    selectSubject: useCallback(
      (subject: string) => update((form) => withSubject(form, subject), true),
      [update],
    ),
    selectLevel: useCallback(
      (level: string) => update((form) => ({ ...form, level }), true),
      [update],
    ),
    selectPrimaryLanguage: useCallback(
      (primaryLanguage: string) => update((form) => ({ ...form, primaryLanguage }), true),
      [update],
    ),
    setText: useCallback(
      (key: TextFilterKey, value: string) => update((form) => ({ ...form, [key]: value }), false),
      [update],
    ),
    runSearch: useCallback(() => update((form) => form, true), [update]),
    /** Searches for `term` at once (a "Did you mean …?" suggestion). */
    searchFor: useCallback(
      (term: string) => update((form) => ({ ...form, searchQuery: term }), true),
      [update],
    ),
    clear: useCallback(() => update(() => emptyFilters, true), [update]),
    /** Drops values the server's option lists do not offer (e.g. a stale bookmark). */
    fitToOptions: useCallback((options: LoadedOptions) => {
      setState((current) => {
        const form = withinOptions(current.form, options);
        if (form === current.form) return current;
        const applied = withinOptions(current.applied, options);
        return { form, applied: sameFilters(applied, current.applied) ? current.applied : applied };
      });
    }, []),
  };
}

export type SearchFiltersState = ReturnType<typeof useSearchFilters>;
