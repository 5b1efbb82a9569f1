import { defineActivity } from '../define';
import { catalogueField, dateField, textField } from '../fields';

export const prePress = defineActivity({
  type: 'pre_press',
  route: 'pre_presses',
  className: 'PrePress',
  name: 'Preprensa',
  pluralName: 'Preprensas',
  group: 'pre_finished',
  order: 10,
  fields: {
    kind: catalogueField({ label: 'Tipo', list: 'types_of_prepress' }),
    size: textField({ label: 'Tamaño', max: 20, required: true }),
    // Not the activity's own due date ("Fecha de entrega"): the form shows both.
    delivery_day: dateField({ label: 'Entrega de la preprensa' }),
  },
  columns: [
    'id',
    'kind',
    'quantity',
    'quantity_produced',
    'size',
    'delivery_day',
    'due_date',
    'status',
    'total_estimated_production_time',
    'time_spent',
    'value',
  ],
  card: ['kind', 'size', 'delivery_day', 'quantity', 'quantity_produced'],
});
