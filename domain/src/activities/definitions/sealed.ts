import { defineActivity, standardColumns } from '../define';
import { integerField, textField } from '../fields';

export const sealed = defineActivity({
  type: 'sealed',
  route: 'sealeds',
  className: 'Sealed',
  name: 'Sellado',
  pluralName: 'Sellados',
  group: 'finished',
  order: 120,
  fields: {
    kind: textField({ label: 'Tipo', max: 300, required: true }),
    number_of_hits: integerField({ label: 'Número de golpes', min: 0, default: 0 }),
  },
  columns: standardColumns(['kind', 'number_of_hits']),
});
