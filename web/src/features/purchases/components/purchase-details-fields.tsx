import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@tintero/domain';
import { ComputedField } from '../../../components/computed-field';
import { CurrencyField, QuantityField } from '../../../components/number-fields';
import { SupplyAutocomplete, type SupplyChoice } from '../../../components/supply-autocomplete';
import { useSupplyCreator } from '../../../components/supply-creator';
import { emptyDetail, grandTotal, rowUnitValue, type PurchaseFormValues } from './purchase-form-values';
import { RemoveLineButton } from '../../../components/row-actions';

/**
 * The purchase's detail rows (spec part 2 §2): each a supply picked with the autocomplete, its
 * quantity, its unit value computed (total ÷ quantity) and its total; add and remove rows; the
 * grand total below. Read-only rows (a cancelled purchase) show no buttons.
 */
export function PurchaseDetailsFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<PurchaseFormValues>();
  const renderSupplyCreator = useSupplyCreator();
  const [creating, setCreating] = useState(false);
  const { errors } = useFormState({ control, name: 'details' });
  const { fields, append, remove } = useFieldArray({ control, name: 'details' });
  const rows = useWatch({ control, name: 'details' });
  const rowErrors = errors.details;

  /** A supply registered on the spot goes into the last row when it has none, else into a new row. */
  const takeNewSupply = (supply: SupplyChoice) => {
    const current = getValues('details');
    const last = current.length - 1;
    if (last >= 0 && !current[last]?.supply) setValue(`details.${last}.supply`, supply, { shouldDirty: true, shouldValidate: true });
    else append({ ...emptyDetail(), supply });
  };
  const listError = rowErrors?.root?.message ?? rowErrors?.message;
  const messageOf = (index: number, field: 'supply' | 'quantity' | 'total') => {
    const message = rowErrors?.[index]?.[field]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('purchase.sections.details')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('purchase.sections.details')}
          </Title>
          {readOnly ? null : (
            <Group gap="xs">
              {renderSupplyCreator ? (
                <Button variant="default" leftSection={<IconPackage size={18} aria-hidden />} onClick={() => setCreating(true)}>
                  {t('purchase.actions.newSupply')}
                </Button>
              ) : null}
              <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => append(emptyDetail())}>
                {t('purchase.actions.addDetail')}
              </Button>
            </Group>
          )}
        </Group>
        {listError ? (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        ) : null}
        {fields.map((field, index) => (
          <Group
            key={field.id}
            align="flex-start"
            gap="sm"
            wrap="nowrap"
            role="group"
            aria-label={t('purchaseDetail.row', { index: index + 1 })}
            data-detail-row={index}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" style={{ flex: 1 }}>
              <Controller
                control={control}
                name={`details.${index}.supply`}
                render={({ field: supply }) => (
                  <SupplyAutocomplete
                    label={t('purchaseDetail.fields.supply')}
                    required
                    readOnly={readOnly}
                    value={supply.value}
                    onChange={supply.onChange}
                    onBlur={supply.onBlur}
                    name={supply.name}
                    ref={supply.ref}
                    error={messageOf(index, 'supply')}
                  />
                )}
              />
              <QuantityField
                control={control}
                name={`details.${index}.quantity`}
                label={t('purchaseDetail.fields.quantity')}
                required
                readOnly={readOnly}
                rightSection={
                  rows?.[index]?.supply?.unit_of_measurement ? (
                    <Text size="xs" c="dimmed" pr={4}>
                      {rows[index]?.supply?.unit_of_measurement}
                    </Text>
                  ) : null
                }
                rightSectionWidth={rows?.[index]?.supply?.unit_of_measurement ? 90 : undefined}
                error={messageOf(index, 'quantity')}
              />
              <ComputedField label={t('purchaseDetail.fields.unit_value')} value={formatCurrency(rowUnitValue(rows?.[index]))} />
              <CurrencyField
                control={control}
                name={`details.${index}.total`}
                label={t('purchaseDetail.fields.total')}
                required
                readOnly={readOnly}
                error={messageOf(index, 'total')}
              />
            </SimpleGrid>
            {readOnly ? null : (
              <RemoveLineButton label={t('purchase.actions.removeDetail', { index: index + 1 })} onRemove={() => remove(index)} />
            )}
          </Group>
        ))}
        <Group justify="flex-end">
          <ComputedField
            label={t('purchaseDetail.grandTotal')}
            description={t('purchase.hints.grandTotal')}
            value={formatCurrency(grandTotal(rows))}
            w={260}
          />
        </Group>
      </Stack>
      {renderSupplyCreator?.({ opened: creating, onClose: () => setCreating(false), onCreated: takeNewSupply })}
    </Paper>
  );
}
