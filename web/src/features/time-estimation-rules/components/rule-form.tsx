import { useMemo, type ReactNode } from 'react';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, FormProvider, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { timeEstimationRuleSchema, type TimeEstimationRuleResponse } from '@tintero/domain';
import { confirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { FormSection } from '../../../components/form-section';
import { TimeInput } from '../../../components/time-input';
import { errorMessage } from '../../../lib/api-client';
import { useEditForm } from '../../../lib/form-kit';
import { domainResolver, textLimits } from '../../../lib/form-values';
import { activityTypes, hasRuleField } from '../rule-fields';
import { ConditionRows } from './condition-rows';
import { emptyCondition, normalize, serverFieldsFor, toFormValues, toPayload, type RuleFormValues } from './rule-form-values';

const LIMITS = textLimits(timeEstimationRuleSchema);
const resolver = domainResolver<RuleFormValues>(timeEstimationRuleSchema, { requiredWhenEmpty: ['activity'] });

export interface RuleFormProps {
  rule?: TimeEstimationRuleResponse;
  /** Sends the rule; rejects with the API error so 422 field errors land on their inputs. */
  onSave: (data: Record<string, unknown>) => Promise<TimeEstimationRuleResponse>;
  onSaved?: (rule: TimeEstimationRuleResponse) => void | Promise<void>;
  /** Deletes a saved condition at once (the edit screen); without it a removed row goes with the next save. */
  onDeleteCondition?: (conditionId: number) => Promise<unknown>;
  /** Buttons before the save button (new, list). */
  actions?: ReactNode;
}

/**
 * NewTimeEstimationRule and EditTimeEstimationRule (spec part 2 §2, §5): name (max 80), activity,
 * the conditions on that activity's fields, and the two times in hours, minutes and seconds.
 * Validated with the domain schema the server uses; an unchanged edit says so and sends nothing;
 * a changed condition sends the whole list (the server replaces them all). Removing a saved
 * condition of an existing rule asks, then deletes it at once (spec part 2 §7: its own call and
 * messages); the rest of what is typed stays.
 */
export function RuleForm({ rule, onSave, onSaved, onDeleteCondition, actions }: RuleFormProps) {
  const { t } = useTranslation();
  const isNew = !rule;
  const initial = useMemo(() => toFormValues(rule), [rule]);
  const { form, formProps, errorOf, feedback, rebase } = useEditForm<RuleFormValues, TimeEstimationRuleResponse>({
    initial,
    isNew,
    resolver,
    normalize,
    toPayload,
    send: onSave,
    // Rows added in this form too (a 422 names them by position).
    serverFields: serverFieldsFor(initial.conditions.length + 50),
    messages: {
      failed: t(isNew ? 'timeEstimationRule.messages.error.creating' : 'timeEstimationRule.messages.error.updating'),
      saved: t(isNew ? 'timeEstimationRule.messages.success.created' : 'timeEstimationRule.messages.success.updated'),
    },
    // A new rule opens its edit screen, where the alert is read.
    keepSaved: isNew,
    onSaved,
  });
  const { control, register, getValues } = form;
  const { fields: rows, append, remove, replace } = useFieldArray({ control, name: 'conditions' });

  /** A row not saved yet goes from the form; a saved one is deleted on the server first, once confirmed. */
  const removeCondition = (index: number) => {
    const conditionId = getValues(`conditions.${index}.id`);
    if (conditionId === undefined || !onDeleteCondition) {
      remove(index);
      return;
    }
    confirmDialog({
      kind: 'warning',
      title: t('timeEstimationRuleCondition.confirm.deleteTitle'),
      message: t('timeEstimationRuleCondition.confirm.deleteMessage', { index: index + 1 }),
      confirmLabel: t('timeEstimationRuleCondition.confirm.deleteConfirm'),
      confirmColor: 'red',
      onConfirm: () => void deleteCondition(conditionId),
    });
  };

  const deleteCondition = async (conditionId: number) => {
    try {
      await onDeleteCondition!(conditionId);
    } catch (error) {
      feedback.show('danger', errorMessage(error, t('timeEstimationRuleCondition.messages.error.deleting')));
      return;
    }
    const at = getValues('conditions').findIndex((condition) => condition.id === conditionId);
    if (at >= 0) remove(at);
    // The server holds the rule without it now: that is what the form compares with.
    rebase((start) => ({ ...start, conditions: start.conditions.filter((condition) => condition.id !== conditionId) }));
    feedback.show('success', t('timeEstimationRuleCondition.messages.success.deleted'));
  };

  /** Another activity: conditions on fields it does not have go (an empty row stays to be filled). */
  const changeActivity = (activity: string, onChange: (value: string) => void) => {
    onChange(activity);
    const current = getValues('conditions');
    const kept = current.filter((condition) => !condition.field || hasRuleField(activity, condition.field));
    if (kept.length !== current.length) replace(kept.length > 0 ? kept : [emptyCondition()]);
  };

  return (
    <FormProvider {...form}>
      <form {...formProps} aria-label={t(isNew ? 'timeEstimationRule.titles.new' : 'timeEstimationRule.titles.edit')}>
        <Stack gap="lg">
          <FormSection>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('timeEstimationRule.fields.name')}
                required
                maxLength={LIMITS.name}
                error={errorOf('name')}
                {...register('name')}
              />
              <Controller
                control={control}
                name="activity"
                render={({ field }) => (
                  <NativeSelect
                    label={t('timeEstimationRule.fields.activity')}
                    description={t('timeEstimationRule.hints.activity')}
                    required
                    error={errorOf('activity')}
                    data={[
                      { value: '', label: t('timeEstimationRule.placeholders.activity'), disabled: true },
                      ...activityTypes.map(({ type, labelKey }) => ({ value: type, label: t(labelKey) })),
                    ]}
                    value={field.value}
                    onChange={(event) => changeActivity(event.currentTarget.value, field.onChange)}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                  />
                )}
              />
              {(['time_before_production', 'estimated_production_time'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <TimeInput
                      label={t(`timeEstimationRule.fields.${name}`)}
                      required
                      error={errorOf(name)}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </FormSection>
          <ConditionRows rows={rows} onAdd={() => append(emptyCondition())} onRemove={removeCondition} />
          <FormActions
            submitLabel={t(isNew ? 'timeEstimationRule.actions.register' : 'timeEstimationRule.actions.update')}
            submitting={form.formState.isSubmitting}
          >
            {actions}
          </FormActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
