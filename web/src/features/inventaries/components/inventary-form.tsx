import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INVENTARY_OBSERVATION_MAX,
  inventaryCreateSchema,
  inventaryUpdateSchema,
  nowInDisplayZone,
  type InventaryResponse,
  type InventaryStatus,
} from '@tintero/domain';
import { confirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { FormSection } from '../../../components/form-section';
import { useEditForm } from '../../../lib/form-kit';
import { domainResolver } from '../../../lib/form-values';
import { monthNames } from '../../../lib/month-filter';

interface InventaryFormValues {
  /** The selects' text. */
  month: string;
  year: string;
  status: InventaryStatus;
  observation: string;
}

function toValues(inventary: InventaryResponse | undefined): InventaryFormValues {
  const now = nowInDisplayZone();
  return {
    month: String(inventary?.month ?? now.month() + 1),
    year: String(inventary?.year ?? now.year()),
    status: inventary?.status ?? 'in_creation',
    observation: inventary?.observation ?? '',
  };
}

const asBody = (values: Partial<InventaryFormValues>) => ({
  ...values,
  ...(values.month !== undefined ? { month: Number(values.month) } : {}),
  ...(values.year !== undefined ? { year: Number(values.year) } : {}),
});

const createResolver = domainResolver<InventaryFormValues>(inventaryCreateSchema, {
  input: (values) => ({ month: Number(values.month), year: Number(values.year) }),
});
const updateResolver = domainResolver<InventaryFormValues>(inventaryUpdateSchema, { input: asBody });

/** From last year to next: an inventory closes a month near today. */
function yearOptions(current?: number) {
  const now = nowInDisplayZone().year();
  const years = [now + 1, now, now - 1];
  if (current !== undefined && !years.includes(current)) years.push(current);
  return years.map(String);
}

export interface InventaryFormProps {
  inventary?: InventaryResponse;
  onSave: (data: Record<string, unknown>) => Promise<InventaryResponse>;
  onSaved?: (inventary: InventaryResponse) => void | Promise<void>;
  /** Buttons before the save button (delete, view, list). */
  actions?: ReactNode;
}

/**
 * NewInventary and EditInventary (spec part 2 §2, §4, §5): month and year, the status radios (a
 * new inventory is in creation only; choosing "closed" asks first and, declined, goes back), the
 * observation (edit only, max 1024) and the help text.
 */
export function InventaryForm({ inventary, onSave, onSaved, actions }: InventaryFormProps) {
  const { t } = useTranslation();
  const isNew = !inventary;
  const [helpOpen, setHelpOpen] = useState(false);
  const initial = useMemo(() => toValues(inventary), [inventary]);
  const { form, formProps, errorOf } = useEditForm<InventaryFormValues, InventaryResponse>({
    initial,
    isNew,
    resolver: isNew ? createResolver : updateResolver,
    compared: isNew ? ['month', 'year'] : undefined,
    toPayload: (changes) => asBody(changes),
    send: onSave,
    messages: {
      failed: t(isNew ? 'inventary.messages.error.creating' : 'inventary.messages.error.updating'),
      saved: t(isNew ? 'inventary.messages.success.created' : 'inventary.messages.success.updated'),
    },
    // A new inventory opens its count, a closed one its view: the alert goes with it.
    keepSaved: (saved) => isNew || saved.status === 'closed',
    onSaved,
  });
  const { register, control } = form;
  const months = useMemo(() => monthNames().map((label, index) => ({ value: String(index + 1), label })), []);

  const chooseStatus = (next: string, set: (value: InventaryStatus) => void) => {
    if (next !== 'closed') return set('in_creation');
    confirmDialog({
      kind: 'warning',
      title: t('inventary.confirm.closeTitle'),
      message: t('inventary.confirm.closeMessage'),
      confirmLabel: t('inventary.confirm.closeConfirm'),
      cancelLabel: t('inventary.confirm.closeKeep'),
      onConfirm: () => set('closed'),
      onCancel: () => set('in_creation'),
    });
  };

  return (
    <form {...formProps} aria-label={t(isNew ? 'inventary.titles.new' : 'inventary.titles.edit')}>
      <Stack gap="md">
        <FormSection>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <NativeSelect label={t('inventary.fields.month')} data={months} required error={errorOf('month')} {...register('month')} />
              <NativeSelect
                label={t('inventary.fields.year')}
                data={yearOptions(inventary?.year)}
                required
                error={errorOf('year')}
                {...register('year')}
              />
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Radio.Group
                    label={t('inventary.fields.status')}
                    required
                    value={field.value}
                    onChange={(next) => chooseStatus(next, field.onChange)}
                    error={errorOf('status')}
                  >
                    <Group gap="lg" mt={8}>
                      <Radio value="in_creation" label={t('inventary.statuses.in_creation')} />
                      <Radio value="closed" label={t('inventary.statuses.closed')} disabled={isNew} />
                    </Group>
                  </Radio.Group>
                )}
              />
            </SimpleGrid>
            {isNew ? null : (
              <Textarea
                label={t('inventary.fields.observation')}
                minRows={2}
                maxLength={INVENTARY_OBSERVATION_MAX}
                error={errorOf('observation')}
                {...register('observation')}
              />
            )}
            {helpOpen ? (
              <Alert color="blue" title={t('inventary.help.title')} id="inventary-help">
                {t('inventary.help.text')}
              </Alert>
            ) : null}
          </Stack>
        </FormSection>
        <FormActions
          submitLabel={t(isNew ? 'inventary.actions.register' : 'inventary.actions.update')}
          submitting={form.formState.isSubmitting}
        >
          <Button
            variant="subtle"
            leftSection={<IconHelp size={18} aria-hidden />}
            aria-expanded={helpOpen}
            aria-controls="inventary-help"
            onClick={() => setHelpOpen((open) => !open)}
          >
            {t(helpOpen ? 'inventary.actions.hideHelp' : 'inventary.actions.help')}
          </Button>
          {actions}
        </FormActions>
      </Stack>
    </form>
  );
}
