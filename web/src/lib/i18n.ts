import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import shared from '../i18n/es.json';

/**
 * Texts of each area (production orders, activities, supplies...) live in their own file under
 * i18n/es/, each contributing its own top-level keys, so areas are written side by side without
 * editing one shared file. A key defined twice is a mistake and fails loudly.
 */
const areaFiles = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/es/*.json', { eager: true });
const es: Record<string, unknown> = { ...shared };
for (const [file, { default: texts }] of Object.entries(areaFiles)) {
  for (const [key, value] of Object.entries(texts)) {
    if (key in es) throw new Error(`Clave de traducción repetida "${key}" en ${file}`);
    es[key] = value;
  }
}

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
