import { defineActivity, standardColumns } from '../define';
import { textField } from '../fields';

export const perforation = defineActivity({
  type: 'perforation',
  route: 'perforations',
  className: 'Perforation',
  name: 'Perforado',
  pluralName: 'Perforados',
  group: 'finished',
  order: 90,
  fields: {
    kind: textField({ label: 'Tipo', max: 300, required: true }),
  },
  columns: standardColumns(['kind']),
});
