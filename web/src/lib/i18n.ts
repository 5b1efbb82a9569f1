import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import shared from '../i18n/es.json';

/**
 * The texts the first download needs (i18n/es.json: the app's frame, the sign-in screen, alerts,
 * dialogs, Home). Each area's texts (production orders, activities, supplies...) live in their own
 * file under i18n/es/ and arrive with the signed-in screens (lib/i18n-areas.ts).
 *
 * Spanish only, bundled with the app: the resources are in memory, so initialisation is
 * synchronous and no screen ever renders a raw key while translations load.
 */
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  resources: { es: { translation: shared } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

export { i18n };
