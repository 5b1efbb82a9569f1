import { useMemo } from 'react';
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateTime, supplyMovementRecordSchema } from '@tintero/domain';
import { confirmDialog } from '../../../components/confirm-dialog';
import { QuantityField } from '../../../components/number-fields';
import { SupplyAutocomplete, type SupplyChoice } from '../../../components/supply-autocomplete';
import { isApiError } from '../../../lib/api-client';
import { reportSaveError, useEditForm } from '../../../lib/form-kit';
import { domainResolver, type Normalizers } from '../../../lib/form-values';
import { orderSupplyKeys } from '../../../lib/query-keys';
import { useDeleteMovementRecord, useSaveMovementRecord, type MovementRecordInput } from '../api';
import type { MovementRecord, MovementRecordKind } from '../types';

/** The i18n namespace of each kind. */
export const textsOf: Record<MovementRecordKind, 'supplyUsed' | 'leftover'> = { supplies_used: 'supplyUsed', leftovers: 'leftover' };

interface RecordFormValues {
  supply: SupplyChoice | null;
  quantity: number | null;
}

const toValues = (record?: MovementRecord): RecordFormValues => ({
  supply: record ? { id: record.supply_id, name: record.supply_name, unit_of_measurement: record.unit_of_measurement } : null,
  quantity: record?.quantity ?? null,
});

/** The body: the supply chosen with the autocomplete is its id (both are checked before anything is sent). */
const payloadOf = ({ supply, quantity }: Partial<RecordFormValues>): MovementRecordInput => ({
  ...(supply !== undefined ? { supply_id: supply?.id } : {}),
  ...(quantity !== undefined ? { quantity: quantity ?? undefined } : {}),
});

/** The domain schema the server uses: a supply (chosen with the autocomplete) and a quantity of 0 or more (0 moves nothing yet). */
const resolver = domainResolver<RecordFormValues>(supplyMovementRecordSchema, {
  input: (values) => ({ supply_id: values.supply?.id ?? null, quantity: values.quantity }),
  fieldOf: { supply_id: 'supply' },
});

/** A supply choice means its id. */
const normalize: Normalizers<RecordFormValues> = { supply: (choice) => (choice as SupplyChoice | null)?.id ?? null };

export interface MovementRecordFormProps {
  kind: MovementRecordKind;
  orderId: number;
  /** Absent: the form that adds a new record. */
  record?: MovementRecord;
  /** Nothing may change (the order is closed). */
  closed: boolean;
  /** Show the value (administrators; operators never see money). */
  showValue: boolean;
  /** Called after a save or delete: the order's costs moved (the list reloads by itself). */
  onChanged: () => Promise<void> | void;
}

/**
 * One supply used or leftover as an inline form (spec part 2 §2): the supply autocomplete, the
 * quantity, and save and delete buttons (delete only on existing records). A record past its edit
 * window (`editable: false`) or of a closed order is read-only: a supply used shows when it was
 * last updated, a leftover when it was created.
 */
export function MovementRecordForm({ kind, orderId, record, closed, showValue, onChanged }: MovementRecordFormProps) {
  const { t } = useTranslation();
  const ns = textsOf[kind];
  const isNew = !record;
  const readOnly = closed || (record !== undefined && !record.editable);
  const client = useQueryClient();
  const save = useSaveMovementRecord(orderId, kind);
  const remove = useDeleteMovementRecord(orderId, kind);
  const initial = useMemo(() => toValues(record), [record]);
  const { form, formProps, feedback } = useEditForm({
    initial,
    isNew,
    resolver,
    normalize,
    toPayload: payloadOf,
    send: (data) => save.mutateAsync({ id: record?.id, data }),
    messages: {
      failed: t(`${ns}.messages.error.${isNew ? 'creating' : 'updating'}`),
      saved: t(`${ns}.messages.success.${isNew ? 'created' : 'updated'}`),
    },
    onFailed: reloadOnConflict,
    onSaved: async () => {
      if (isNew) form.reset(initial);
      await onChanged();
    },
    serverFields: { supply_id: 'supply' },
    // Rows of a list: none takes the focus when the tab opens.
    autoFocus: false,
  });
  const {
    control,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  /** A 409 (edit window or order closed) reloads the list, so the row shows read-only. */
  function reloadOnConflict(error: unknown) {
    if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: orderSupplyKeys.records(orderId, kind) });
  }

  const runDelete = (target: MovementRecord) =>
    remove.mutate(target.id, {
      onSuccess: async () => {
        feedback.show('success', t(`${ns}.messages.success.deleted`));
        await onChanged();
      },
      onError: (error) => {
        reloadOnConflict(error);
        reportSaveError(error, { fieldFor: () => null, setError, fallbackMessage: t(`${ns}.messages.error.deleting`), feedback });
      },
    });

  const askDelete = () => {
    if (!record) return;
    confirmDialog({
      kind: 'warning',
      title: t(`${ns}.confirm.deleteTitle`),
      // A supply used names its supply before being deleted; a leftover asks plainly (spec part 2 §2).
      message: t(`${ns}.confirm.deleteMessage`, { name: record.supply_name }),
      detail: kind === 'supplies_used' ? t('supplyUsed.confirm.deleteWarning') : undefined,
      confirmLabel: t(`${ns}.confirm.deleteConfirm`),
      cancelLabel: t('common.actions.cancel'),
      confirmColor: 'red',
      onConfirm: () => runDelete(record),
    });
  };

  const label = record ? t(`${ns}.record`, { name: record.supply_name }) : t(`${ns}.titles.new`);
  const withValue = showValue && kind === 'supplies_used' && record !== undefined;
  let note: string | null = null;
  if (record && kind === 'leftovers') note = t('leftover.createdAt', { date: formatDateTime(record.created_at) });
  else if (record && readOnly) note = t('supplyUsed.readOnly', { date: formatDateTime(record.updated_at) });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      {...formProps}
      aria-label={label}
      data-record-id={record?.id}
      data-read-only={readOnly ? 'true' : undefined}
      bg={readOnly ? 'var(--mantine-color-gray-0)' : undefined}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Controller
          control={control}
          name="supply"
          render={({ field }) => (
            <div style={{ flex: '2 1 240px' }}>
              <SupplyAutocomplete
                label={t(`${ns}.fields.supply`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                required={!readOnly}
                readOnly={readOnly}
                error={errors.supply?.message}
              />
            </div>
          )}
        />
        <QuantityField
          control={control}
          name="quantity"
          label={t(`${ns}.fields.quantity`)}
          required={!readOnly}
          readOnly={readOnly}
          error={errors.quantity?.message}
          style={{ flex: '1 1 120px' }}
        />
        {record ? (
          <TextInput
            label={t(`${ns}.fields.unit_of_measurement`)}
            value={record.unit_of_measurement}
            readOnly
            tabIndex={-1}
            style={{ flex: '1 1 100px' }}
          />
        ) : null}
        {withValue ? (
          <TextInput
            label={t('supplyUsed.fields.value')}
            value={formatCurrency(record.value ?? 0)}
            readOnly
            tabIndex={-1}
            style={{ flex: '1 1 140px' }}
          />
        ) : null}
        {readOnly ? null : (
          <Group gap="xs" mt={{ base: 0, xs: 28 }} wrap="nowrap">
            <Button
              type="submit"
              loading={isSubmitting}
              leftSection={isNew ? <IconPlus size={18} aria-hidden /> : <IconDeviceFloppy size={18} aria-hidden />}
            >
              {t(`${ns}.actions.${isNew ? 'add' : 'save'}`)}
            </Button>
            {record ? (
              <Button
                color="red"
                variant="light"
                onClick={askDelete}
                loading={remove.isPending}
                leftSection={<IconTrash size={18} aria-hidden />}
              >
                {t(`${ns}.actions.delete`)}
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
      {note ? (
        <Text size="sm" c="dimmed" mt="xs" data-note>
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
