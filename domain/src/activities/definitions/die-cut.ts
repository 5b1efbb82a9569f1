import { defineActivity, standardColumns } from '../define';
import { choiceField, integerField, textField } from '../fields';

export const dieCut = defineActivity({
  estimateUnit: 'golpe',
  type: 'die_cut',
  route: 'die_cuts',
  className: 'DieCut',
  name: 'Troquelado',
  pluralName: 'Troquelados',
  group: 'finished',
  order: 130,
  fields: {
    type_of_cut: choiceField({ label: 'Tipo de corte', options: { semi_cut: 'Semicorte', total_cut: 'Corte total' }, default: 'semi_cut' }),
    subtype: textField({ label: 'Subtipo', max: 255 }),
    die_cut: textField({ label: 'Troquel', max: 30, required: true }),
    number_of_hits: integerField({ label: 'Número de golpes', min: 0, default: 0 }),
  },
  defaults: { value: null },
  columns: standardColumns(['type_of_cut', 'subtype', 'die_cut', 'number_of_hits']),
});
