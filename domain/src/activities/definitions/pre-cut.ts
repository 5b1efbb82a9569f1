import { defineActivity } from '../define';
import { integerField, supplyField, textField } from '../fields';

export const preCut = defineActivity({
  estimateUnit: 'paquete',
  type: 'pre_cut',
  route: 'pre_cuts',
  className: 'PreCut',
  name: 'Precorte',
  pluralName: 'Precortes',
  group: 'pre_finished',
  order: 20,
  fields: {
    type_of_substrate: textField({ label: 'Tipo de sustrato', max: 300 }),
    supply_id: supplyField({ label: 'Insumo' }),
    number_of_sheets: integerField({ label: 'Número de pliegos', min: 1, required: true }),
    leave_the_sheet: integerField({ label: 'Salen del pliego', min: 1, required: true }),
    number_of_packages: integerField({ label: 'Número de paquetes', min: 1, required: true }),
    measure_to_convert: textField({ label: 'Medida a convertir', max: 10, required: true }),
  },
  // Quantity = sheets × pieces per sheet; the estimate and "quantity produced" count packages.
  quantity: { from: ['number_of_sheets', 'leave_the_sheet'], compute: (values) => values.number_of_sheets * values.leave_the_sheet },
  estimateQuantityField: 'number_of_packages',
  operatorCardShowsDueDate: false,
  operatorObservationRequired: false,
  columns: [
    'id',
    'type_of_substrate',
    'number_of_packages',
    'number_of_sheets',
    'measure_to_convert',
    'leave_the_sheet',
    'quantity',
    'quantity_produced',
    'due_date',
    'status',
    'total_estimated_production_time',
    'time_spent',
    'value',
  ],
});
