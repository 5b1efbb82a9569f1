import { defineActivity, standardColumns } from '../define';
import { catalogueField } from '../fields';

export const uvShine = defineActivity({
  type: 'uv_shine',
  route: 'uv_shines',
  className: 'UvShine',
  name: 'Brillo UV',
  pluralName: 'Brillos UV',
  group: 'finished',
  order: 50,
  fields: {
    kind: catalogueField({ label: 'Tipo de brillo', list: 'types_of_shine', required: true, default: 'partial' }),
  },
  columns: standardColumns(['kind']),
});
