import { useTranslation } from 'react-i18next';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useDocumentTypes } from './api';

/** Document types for the form's select; a failure is shown but the form still works. */
export function useDocumentTypeOptions() {
  const { t } = useTranslation();
  const query = useDocumentTypes();
  useErrorAlert(query.error, t('users.messages.error.documentTypes'));
  return query.data ?? [];
}
