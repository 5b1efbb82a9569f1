import { defineActivity, standardColumns } from '../define';
import { textField } from '../fields';

export const burned = defineActivity({
  type: 'burned',
  route: 'burneds',
  className: 'Burned',
  name: 'Quemado',
  pluralName: 'Quemados',
  group: 'finished',
  order: 60,
  fields: {
    kind: textField({ label: 'Tipo', max: 300, required: true }),
  },
  defaults: { value: null, status: 'pending' },
  columns: standardColumns(['kind']),
});
