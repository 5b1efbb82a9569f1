import { useMemo } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { machineCreateSchema, type Machine } from '@tintero/domain';
import { FormActions } from '../../../components/form-actions';
import { CurrencyField } from '../../../components/number-fields';
import { useEditForm } from '../../../lib/form-kit';
import { domainResolver, textLimits } from '../../../lib/form-values';

interface MachineFormValues {
  name: string;
  hour_cost: number | null;
}

const LIMITS = textLimits(machineCreateSchema);
const resolver = domainResolver<MachineFormValues>(machineCreateSchema, { input: (values) => values });

export interface MachineFormProps {
  machine?: Machine;
  /** The request; rejects with the API error so a 422 lands on its input. */
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}

/** A machine (spec part 2 §3, DESIGN §6): its name and hour cost, the rate machinery cost uses. */
export function MachineForm({ machine, onSave, onSaved, onCancel }: MachineFormProps) {
  const { t } = useTranslation();
  const initial = useMemo<MachineFormValues>(() => ({ name: machine?.name ?? '', hour_cost: machine?.hour_cost ?? null }), [machine]);
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew: !machine,
    resolver,
    send: onSave,
    messages: {
      failed: t(`machine.messages.error.${machine ? 'updating' : 'creating'}`),
      saved: t(`machine.messages.success.${machine ? 'updated' : 'created'}`),
    },
    onSaved,
  });
  return (
    <form {...formProps} aria-label={machine ? t('machine.titles.edit', { name: machine.name }) : t('machine.titles.new')}>
      <Stack gap="md">
        <TextInput label={t('machine.fields.name')} maxLength={LIMITS.name} required error={errorOf('name')} {...form.register('name')} />
        <CurrencyField
          control={form.control}
          name="hour_cost"
          label={t('machine.fields.hour_cost')}
          required
          error={errorOf('hour_cost')}
        />
        <FormActions
          submitLabel={t(machine ? 'machine.actions.update' : 'machine.actions.register')}
          submitting={form.formState.isSubmitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
