import { defineActivity, standardColumns } from '../define';
import { textField } from '../fields';

export const revisionAndPackaging = defineActivity({
  type: 'revision_and_packaging',
  route: 'revisions_and_packaging',
  className: 'RevisionAndPackaging',
  name: 'Revisión y empaque',
  pluralName: 'Revisiones y empaque',
  group: 'finished',
  order: 160,
  fields: {
    description: textField({ label: 'Descripción', max: 300, required: true, multiline: true }),
  },
  columns: standardColumns(['description']),
});
