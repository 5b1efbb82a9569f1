import { defineActivity, standardColumns } from '../define';
import { booleanField } from '../fields';

export const varnish = defineActivity({
  type: 'varnish',
  route: 'varnishes',
  className: 'Varnish',
  name: 'Barniz',
  pluralName: 'Barnices',
  group: 'finished',
  order: 70,
  fields: {
    is_mate: booleanField({ label: 'Mate' }),
    is_bright: booleanField({ label: 'Brillante' }),
  },
  columns: standardColumns(['is_mate', 'is_bright']),
});
