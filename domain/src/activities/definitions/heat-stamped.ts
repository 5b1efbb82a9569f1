import { defineActivity, standardColumns } from '../define';
import { integerField, textField } from '../fields';

export const heatStamped = defineActivity({
  type: 'heat_stamped',
  route: 'heat_stampeds',
  className: 'HeatStamped',
  name: 'Estampado en caliente',
  pluralName: 'Estampados en caliente',
  group: 'finished',
  order: 80,
  fields: {
    type_of_tape: textField({ label: 'Tipo de cinta', max: 60, required: true }),
    color: textField({ label: 'Color', max: 30, required: true }),
    number_of_hits: integerField({ label: 'Número de golpes', min: 0, default: 0 }),
  },
  // The only list without the observation column (spec part 2 §2).
  columns: standardColumns(['type_of_tape', 'color', 'number_of_hits'], { observation: false }),
});
