import { useEffect } from 'react';
import { useParams } from 'react-router';
import { alerts } from './alerts-store';
import { errorMessage } from './api-client';

/** The route's `:id`, already checked to be an integer by the route loader. */
export function useIdParam(): number {
  const { id } = useParams();
  return Number(id);
}

/** Shows a load failure once, with the server's message or the screen's own text. */
export function useErrorAlert(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) alerts.danger(errorMessage(error, fallback));
  }, [error, fallback]);
}

/**
 * A search that found nothing says so with a warning (the kardex's `kardex.messages.warning.querying`),
 * once per answer: a new search, or the same one run again. `answeredAt` is the query's `dataUpdatedAt`.
 */
export function useNothingFoundWarning(nothingFound: boolean, answeredAt: number, message: string) {
  useEffect(() => {
    if (nothingFound) alerts.warning(message);
  }, [nothingFound, answeredAt, message]);
}
