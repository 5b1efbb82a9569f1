import { useMemo } from 'react';
import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { useEditForm } from '../src/lib/form-kit';
import { asNumber, domainResolver } from '../src/lib/form-values';

/** A small record for the form kit's tests. */
export interface Thing {
  name: string;
  quantity: number | null;
  note: string | null;
}

export const thingSchema = z.object({
  name: z.string().trim().min(1, 'Este campo es requerido.').max(20),
  quantity: z.number({ error: 'Este campo es requerido.' }).min(1, 'Debe ser mayor o igual a 1.'),
  note: z.union([z.string().max(50), z.null()]),
});

/** A form written the one way (ARCHITECTURE "How to write an edit form"): the kit does the rest. */
export function ThingForm({
  thing,
  send,
  onSaved,
}: {
  thing?: Thing;
  send: (data: Record<string, unknown>) => Promise<unknown>;
  onSaved?: () => void;
}) {
  const initial = useMemo(() => ({ name: thing?.name ?? '', quantity: thing?.quantity ?? null, note: thing?.note ?? '' }), [thing]);
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew: thing === undefined,
    resolver: domainResolver(thingSchema),
    send,
    messages: { failed: 'La cosa no ha sido guardada.', saved: 'La cosa ha sido guardada.' },
    onSaved,
  });
  return (
    <form {...formProps} aria-label="Cosa">
      <TextInput label="Nombre" error={errorOf('name')} {...form.register('name')} />
      <TextInput label="Cantidad" type="number" error={errorOf('quantity')} {...form.register('quantity', { setValueAs: asNumber })} />
      <TextInput label="Nota" error={errorOf('note')} {...form.register('note')} />
      <button type="submit">Guardar</button>
    </form>
  );
}
