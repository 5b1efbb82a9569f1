import { defineActivity, standardColumns } from '../define';
import { textField } from '../fields';

export const plasticized = defineActivity({
  type: 'plasticized',
  route: 'plasticizeds',
  className: 'Plasticized',
  name: 'Plastificado',
  pluralName: 'Plastificados',
  group: 'finished',
  order: 40,
  fields: {
    kind: textField({ label: 'Tipo', max: 300, required: true }),
  },
  defaults: { status: 'pending' },
  thirdPartyUnitValue: true,
  columns: standardColumns(['kind']),
});
