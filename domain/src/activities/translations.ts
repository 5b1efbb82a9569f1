import { commonFields, readOnlyFieldLabels } from './common';
import { activityLabelKeys, type ActivityGroup, type ActivitySection } from './define';
import type { FieldMap } from './fields';
import { activityDefinitions } from './registry';

const groupLabels: Record<ActivityGroup, string> = {
  pre_finished: 'Preacabados',
  finished: 'Acabados',
  various: 'Actividades varias',
};
const sectionLabels: Record<ActivitySection, string> = { pre_finisheds: 'Preacabados', finisheds: 'Acabados' };

/**
 * The Spanish texts of every label key the registry uses, nested as i18next reads them
 * (`activity.types.die_cut.fields.type_of_cut`, ...). The web may copy them into es.json or merge
 * them with `addResourceBundle`; either way the keys come from one place.
 */
export function activityTranslations() {
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(commonFields)) fields[name] = field.label;
  Object.assign(fields, readOnlyFieldLabels);
  const types: Record<
    string,
    { name: string; plural: string; fields: Record<string, string>; options?: Record<string, Record<string, string>> }
  > = {};
  for (const definition of activityDefinitions) {
    const typeFields: Record<string, string> = {};
    const options: Record<string, Record<string, string>> = {};
    for (const [name, field] of Object.entries(definition.fields as FieldMap)) {
      typeFields[name] = field.label;
      if (field.kind === 'choice') options[name] = Object.fromEntries(field.options.map((option) => [option.key, option.label]));
    }
    types[definition.type] = {
      name: definition.name,
      plural: definition.pluralName,
      fields: typeFields,
      ...(Object.keys(options).length > 0 ? { options } : {}),
    };
  }
  return { activity: { fields, groups: { ...groupLabels }, sections: { ...sectionLabels }, types } };
}

/** Every label key the registry hands to the web, flat (`activity.fields.quantity`, ...). */
export function activityLabelKeyList(): string[] {
  const keys: string[] = [];
  const walk = (prefix: string, node: unknown) => {
    if (typeof node === 'string') keys.push(prefix);
    else for (const [key, child] of Object.entries(node as Record<string, unknown>)) walk(prefix ? `${prefix}.${key}` : key, child);
  };
  walk('', activityTranslations());
  return keys;
}

export { activityLabelKeys };
