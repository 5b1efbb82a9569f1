import { defineActivity, standardColumns } from '../define';
import { textField } from '../fields';

export const tapePosture = defineActivity({
  type: 'tape_posture',
  route: 'tape_postures',
  className: 'TapePosture',
  name: 'Postura de cinta',
  pluralName: 'Posturas de cinta',
  group: 'finished',
  order: 150,
  fields: {
    kind: textField({ label: 'Tipo', max: 300, required: true }),
    color: textField({ label: 'Color', max: 30, required: true }),
    size: textField({ label: 'Tamaño', max: 10, required: true }),
  },
  columns: standardColumns(['kind', 'color', 'size']),
});
