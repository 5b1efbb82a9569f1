import { defineActivity, standardColumns } from '../define';
import { integerField, textField } from '../fields';

export const emboss = defineActivity({
  type: 'emboss',
  route: 'embosses',
  className: 'Emboss',
  name: 'Repujado',
  pluralName: 'Repujados',
  group: 'finished',
  order: 110,
  fields: {
    kind: textField({ label: 'Tipo', max: 300, required: true }),
    number_of_hits: integerField({ label: 'Número de golpes', min: 0, default: 0 }),
  },
  columns: standardColumns(['kind', 'number_of_hits']),
});
