import { sumMoney } from '../../money';
import { defineActivity } from '../define';
import { catalogueField, decimalField, integerField, textField } from '../fields';

export const impression = defineActivity({
  estimateUnit: 'golpe',
  type: 'impression',
  route: 'impressions',
  className: 'Impression',
  name: 'Impresión',
  pluralName: 'Impresiones',
  group: 'pre_finished',
  order: 30,
  fields: {
    kind: catalogueField({ label: 'Tipo de impresión', list: 'impression_types', required: true, default: 'lithography' }),
    // 80 where the spec gives 80 and 255 (DESIGN §7.8).
    subtype: textField({ label: 'Subtipo', max: 80 }),
    size: textField({ label: 'Tamaño', max: 20, required: true }),
    number_of_inks: textField({ label: 'Número de tintas', max: 10, required: true }),
    good_sheets: decimalField({ label: 'Pliegos buenos', min: 0, step: 0.1, required: true }),
    leftovers: decimalField({ label: 'Sobrantes', min: 0, step: 1, required: true }),
    print_cavity: integerField({ label: 'Cavidad de impresión', min: 0 }),
    imposition: textField({ label: 'Imposición', max: 20, required: true }),
  },
  quantity: { from: ['good_sheets', 'leftovers'], compute: (values) => sumMoney([values.good_sheets, values.leftovers]) },
  machineRequired: true,
  operatorCardShowsDueDate: false,
  addsInk: true,
  columns: [
    'id',
    'size',
    'number_of_inks',
    'good_sheets',
    'leftovers',
    'quantity_produced',
    'kind',
    'subtype',
    'due_date',
    'status',
    'total_estimated_production_time',
    'time_spent',
    'value',
  ],
});
