import { defineActivity, standardColumns } from '../define';
import { textField } from '../fields';

export const colaminado = defineActivity({
  type: 'colaminado',
  route: 'colaminados',
  className: 'Colaminado',
  name: 'Colaminado',
  pluralName: 'Colaminados',
  group: 'finished',
  order: 100,
  fields: {
    kind: textField({ label: 'Tipo', max: 300, required: true }),
  },
  defaults: { value: null, status: 'pending' },
  // Unlike every other type, a finished colaminado is never updated, even by a third party.
  finishedUpdatableWhenThird: false,
  columns: standardColumns(['kind']),
});
