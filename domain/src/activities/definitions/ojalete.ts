import { defineActivity, standardColumns } from '../define';
import { textField } from '../fields';

export const ojalete = defineActivity({
  type: 'ojalete',
  route: 'ojaletes',
  className: 'Ojalete',
  name: 'Ojalete',
  pluralName: 'Ojaletes',
  group: 'finished',
  order: 140,
  fields: {
    kind: textField({ label: 'Tipo', max: 300, required: true }),
    color: textField({ label: 'Color', max: 30, required: true }),
    size: textField({ label: 'Tamaño', max: 10, required: true }),
  },
  columns: standardColumns(['kind', 'color', 'size']),
});
