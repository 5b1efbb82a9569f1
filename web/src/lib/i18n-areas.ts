import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { i18n } from './i18n';

/**
 * Each area's texts (i18n/es/*.json, one file per area contributing its own top-level keys, so
 * areas are written side by side without editing one shared file) and dayjs's Spanish, for the
 * signed-in screens. They are not part of the first download (issue 23: 10 kB gzip of the initial
 * JavaScript, which the sign-in screen never reads): the signed-in layout (app/layout/app-layout.tsx)
 * and the screens outside it (the print view, a job ticket) import this module, so the texts are in
 * before any of them renders. A key defined twice is a mistake and fails loudly.
 */
const areaFiles = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/es/*.json', { eager: true });
const known = new Set(Object.keys(i18n.getResourceBundle('es', 'translation') as Record<string, unknown>));
const areas: Record<string, unknown> = {};
for (const [file, { default: texts }] of Object.entries(areaFiles)) {
  for (const [key, value] of Object.entries(texts)) {
    if (known.has(key) || key in areas) throw new Error(`Clave de traducción repetida "${key}" en ${file}`);
    areas[key] = value;
  }
}
i18n.addResourceBundle('es', 'translation', areas, true, false);

dayjs.locale('es');
