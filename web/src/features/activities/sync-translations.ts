/**
 * Copies the registry's Spanish texts (`activityTranslations()` of @tintero/domain) into
 * web/src/i18n/es/activities.json, keeping the screen texts written there by hand. Run it after
 * adding or renaming a type or a field:
 *
 *   npx tsx web/src/features/activities/sync-translations.ts
 *
 * `translations.test.ts` fails while the file and the registry disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { activityTranslations } from '@tintero/domain';

type Tree = { [key: string]: string | Tree };

/** `base` with every entry of `over` laid on top (nested objects merged, texts replaced). */
function mergeTexts(base: Tree, over: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeTexts(current, value) : value;
  }
  return merged;
}

const file = fileURLToPath(new URL('../../i18n/es/activities.json', import.meta.url));
const texts = JSON.parse(readFileSync(file, 'utf8')) as { activity: Tree } & Tree;
const registry = activityTranslations().activity as unknown as Tree;
// The registry's parts first, then the hand-written ones, so the file reads registry → screens.
const activity = mergeTexts(
  Object.fromEntries(Object.keys(registry).map((key) => [key, registry[key]!])),
  mergeTexts(texts.activity, registry),
);
writeFileSync(file, `${JSON.stringify({ ...texts, activity }, null, 2)}\n`);
console.log(`Textos de ${Object.keys(registry.types as Tree).length} tipos de actividad copiados a ${file}`);
