import { defineActivity, standardColumns } from '../define';
import { textField } from '../fields';

export const variousActivity = defineActivity({
  type: 'various_activity',
  route: 'various_activities',
  className: 'VariousActivity',
  name: 'Actividad varia',
  pluralName: 'Actividades varias',
  group: 'various',
  order: 170,
  fields: {
    description: textField({ label: 'Descripción', max: 1024, required: true }),
  },
  columns: standardColumns(['description']),
});
