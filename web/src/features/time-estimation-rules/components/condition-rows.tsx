import { Alert, Box, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { Controller, get, useFormContext, useFormState, useWatch, type FieldArrayWithId } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { comparatorOptions, ruleFieldsOf, valueInputFor } from '../rule-fields';
import { ConditionValueInput } from './condition-value-input';
import type { ConditionValues, RuleFormValues } from './rule-form-values';
import { RemoveLineButton } from '../../../components/row-actions';

export interface ConditionRowsProps {
  rows: FieldArrayWithId<RuleFormValues, 'conditions'>[];
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** A select option's value for an input kind: a select cannot keep a value that is not one of its options. */
const isSelect = (kind: string) => kind === 'boolean' || kind === 'choice' || kind === 'catalogue';

/**
 * The rule's conditions (spec part 2 §2, §5): each row a field of the rule's activity, a
 * comparator and a value typed the way the two need; rows add and remove with finger-sized
 * buttons; with no row left the `without_conditions` warning shows. On narrow screens a row's
 * three inputs stack.
 */
export function ConditionRows({ rows, onAdd, onRemove }: ConditionRowsProps) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<RuleFormValues>();
  const { errors } = useFormState({ control, name: 'conditions' });
  const activity = useWatch({ control, name: 'activity' });
  const conditions = useWatch({ control, name: 'conditions' }) as ConditionValues[] | undefined;
  const fieldOptions = ruleFieldsOf(activity).map(({ field, labelKey }) => ({ value: field, label: t(labelKey) }));
  const listError = (get(errors, 'conditions.root.message') ?? get(errors, 'conditions.message')) as string | undefined;
  const messageAt = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const warning = rows.length === 0 ? t('timeEstimationRule.messages.warning.without_conditions') : listError;

  /** A new field whose value is picked from options starts with none; a typed value is kept. */
  const changeField = (index: number, field: string) => {
    const condition = conditions?.[index];
    setValue(`conditions.${index}.field`, field, { shouldDirty: true, shouldValidate: true });
    if (condition && isSelect(valueInputFor(activity, field, condition.comparator).kind) && condition.field !== field) {
      setValue(`conditions.${index}.value`, '', { shouldDirty: true });
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('timeEstimationRule.fields.conditions')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t('timeEstimationRule.fields.conditions')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('timeEstimationRule.hints.conditions')}
            </Text>
          </div>
          <Button variant="light" size="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            {t('timeEstimationRule.actions.addCondition')}
          </Button>
        </Group>
        {warning ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-warning="without_conditions">
            {warning}
          </Alert>
        ) : null}
        {rows.map((row, index) => {
          const condition = conditions?.[index];
          const input = valueInputFor(activity, condition?.field ?? '', condition?.comparator ?? '');
          return (
            <Group
              key={row.id}
              align="flex-start"
              gap="sm"
              wrap="nowrap"
              role="group"
              aria-label={t('timeEstimationRule.conditionRow', { index: index + 1 })}
              data-condition-row={index}
            >
              {/* By the row's own width (a tablet in portrait, the sidebar open or not): three inputs side by side only where they fit. */}
              <Box style={{ flex: 1, minWidth: 0 }}>
                <SimpleGrid type="container" cols={{ base: 1, '640px': 3 }} spacing="sm" verticalSpacing="xs">
                  <Controller
                    control={control}
                    name={`conditions.${index}.field`}
                    render={({ field }) => (
                      <NativeSelect
                        label={t('timeEstimationRule.conditionFields.field')}
                        required
                        error={messageAt(`conditions.${index}.field`)}
                        data={[{ value: '', label: t('timeEstimationRule.placeholders.field'), disabled: true }, ...fieldOptions]}
                        value={field.value}
                        onChange={(event) => changeField(index, event.currentTarget.value)}
                        onBlur={field.onBlur}
                        name={field.name}
                        ref={field.ref}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`conditions.${index}.comparator`}
                    render={({ field }) => (
                      <NativeSelect
                        label={t('timeEstimationRule.conditionFields.comparator')}
                        required
                        error={messageAt(`conditions.${index}.comparator`)}
                        data={comparatorOptions}
                        value={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.value)}
                        onBlur={field.onBlur}
                        name={field.name}
                        ref={field.ref}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`conditions.${index}.value`}
                    render={({ field }) => (
                      <ConditionValueInput
                        input={input}
                        label={t('timeEstimationRule.conditionFields.value')}
                        error={messageAt(`conditions.${index}.value`)}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        name={field.name}
                        ref={field.ref}
                      />
                    )}
                  />
                </SimpleGrid>
              </Box>
              <RemoveLineButton
                label={t('timeEstimationRule.actions.removeCondition', { index: index + 1 })}
                onRemove={() => onRemove(index)}
              />
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
