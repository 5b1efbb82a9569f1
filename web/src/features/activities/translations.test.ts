import { describe, expect, it } from 'vitest';
import { activityLabelKeyList, activityTranslations } from '@tintero/domain';
import { i18n } from '../../lib/i18n';
import texts from '../../i18n/es/activities.json';

const textAt = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('activity texts', () => {
  it('every label key of the registry resolves in the merged Spanish texts, with the registry wording', () => {
    const registry = activityTranslations();
    const keys = activityLabelKeyList();
    expect(keys.length).toBeGreaterThan(100);
    const missing = keys.filter((key) => !i18n.exists(key));
    // Run `npx tsx web/src/features/activities/sync-translations.ts` when this fails.
    expect(missing).toEqual([]);
    const different = keys.filter((key) => i18n.t(key) !== textAt(registry, key));
    expect(different).toEqual([]);
  });

  it('the screen texts spec part 2 §8 names exist', () => {
    for (const key of [
      'activity.messages.error.deleting',
      'activity.messages.error.querying',
      'activity.messages.warning.finishing',
      'activity.question.are_you_sure',
      'activity.alert.please_wait',
      'activities.messages.error.finishing',
      'activities.messages.success.finished',
      'activities.messages.success.observationSaved',
      'timeInput.hours',
    ]) {
      expect(i18n.exists(key), key).toBe(true);
    }
    expect(Object.keys(texts)).toEqual(['activity', 'activities']);
  });
});
