import { useTranslation } from 'react-i18next';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useTypesOfSupplies } from './api';

/** Types for the form's select; a failure is shown but the form still works. */
export function useSupplyTypes() {
  const { t } = useTranslation();
  const query = useTypesOfSupplies();
  useErrorAlert(query.error, t('supply.messages.error.types'));
  return query.data ?? [];
}
