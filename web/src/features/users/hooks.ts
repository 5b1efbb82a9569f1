import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../components/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTypes } from './api';

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

/** Document types for the form's select; a failure is shown but the form still works. */
export function useDocumentTypeOptions() {
  const { t } = useTranslation();
  const query = useDocumentTypes();
  useErrorAlert(query.error, t('users.messages.error.documentTypes'));
  return query.data ?? [];
}
