import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import es from '../i18n/es.json';

/**
 * Spanish only, bundled with the app: the resources are in memory, so initialisation is
 * synchronous and no screen ever renders a raw key while translations load.
 */
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  resources: { es: { translation: es } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

dayjs.locale('es');

export { i18n };
