import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { activityFormButtons, activityInputSchema, todayInDisplayZone, type FieldKind, type FormFieldEntry } from '@tintero/domain';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { useEditForm } from '../../../../lib/form-kit';
import { domainResolver } from '../../../../lib/form-values';
import { useFinishActivity, useSaveActivity } from '../../api';
import type { ActivityRecord, Definition } from '../../types';
import { ComputedQuantity, ComputedValues } from './computed-values';
import { fieldComponents } from './fields';
import { FinishConfirmation } from './finish-confirmation';
import { RuleEstimate, useRuleEstimate } from './rule-estimate';
import { ActivityFormScopeContext, type FieldProps } from './scope';
import { toFormValues, type ActivityFormValues } from './values';
import { AuditHistory } from '../../../../components/audit-history';

export interface ActivityFormProps {
  definition: Definition;
  /** The record handed from the list; null for a new one. */
  record: ActivityRecord | null;
  orderId: number;
  /** After a successful save or finish, with the stored record (the modal closes). */
  onDone: (record: ActivityRecord) => void;
  onCancel: () => void;
  /**
   * The server refused the change because of the record's or the order's state (409: finished,
   * order closed, a worker with recorded time): what is shown is out of date.
   */
  onConflict?: () => void;
  /** Today's date (`YYYY-MM-DD`) for the due-date rule; the browser's by default. */
  today?: string;
  /**
   * Planned work of a quote's option (DESIGN §12.1): the same fields and rules, without the order's
   * business (workers, due date, finishing); `send` writes it where the quote's screen says.
   */
  planned?: PlannedActivityMode;
}

export interface PlannedActivityMode {
  send: (data: Record<string, unknown>) => Promise<unknown>;
}

/** What an order's activity has and a planned one does not. */
const ORDER_ONLY_FIELDS = new Set(['users', 'due_date']);

/** The values a planned activity sends: its type and its fields, without the order's. */
function plannedData(definition: Definition, data: Record<string, unknown>) {
  const fields = Object.fromEntries(
    Object.entries(data).filter(([name]) => name !== 'production_order_id' && !ORDER_ONLY_FIELDS.has(name)),
  );
  return { activity_type: definition.type, ...fields };
}

const isVisible = (entry: FormFieldEntry, third: boolean) =>
  entry.visibleWhen === 'always' || (entry.visibleWhen === 'third_party' ? third : !third);

/** Inputs that take a whole row (long texts, the workers section). */
const isWide = (entry: FormFieldEntry) => (entry.field.kind === 'text' && entry.field.multiline) || entry.field.kind === 'workers';

/**
 * Required as drawn: the registry's flag; what a third party's work asks for (its name and the
 * labour value: they show only then, spec part 2 §2); the machine of types that need one, unless a
 * third party does the work.
 */
const isRequired = (definition: Definition, entry: FormFieldEntry, third: boolean) =>
  entry.field.required || entry.visibleWhen === 'third_party' || (entry.name === 'machine_id' && definition.machineRequired && !third);

/**
 * The modal form of any activity type, drawn from its registry definition (spec part 2 §2 "Activity
 * forms"): its `formFields` in order, one component per field kind, validated with the domain
 * schema the server uses. Register on new records, Update and Finish by `activityFormButtons`;
 * made by a third party it hides the workers and asks for the labour value and the third's name;
 * pre-cut and impression show their computed quantity; plasticized by a third party its unit value.
 */
export function ActivityForm({ definition, record, orderId, onDone, onCancel, onConflict, today, planned }: ActivityFormProps) {
  const { t } = useTranslation();
  const isNew = record === null;
  const name = t(definition.labelKey);
  const buttons = planned ? { register: isNew, update: !isNew, finish: false } : activityFormButtons(definition, record);
  const readOnly = !buttons.register && !buttons.update;
  const day = today ?? todayInDisplayZone();

  const initial = useMemo(() => toFormValues(definition, record, orderId), [definition, record, orderId]);
  const resolver = useMemo(
    () => domainResolver<ActivityFormValues>(activityInputSchema(definition, { today: day, currentDueDate: record?.due_date ?? null })),
    [definition, day, record],
  );
  const save = useSaveActivity(definition);
  const refusedByState = (error: unknown) => {
    if (isApiError(error) && error.status === 409) onConflict?.();
  };
  const { form, formProps, errorOf, feedback } = useEditForm({
    initial,
    isNew,
    resolver,
    // The server checks the whole record of a type.
    sendsWholeRecord: true,
    send: (data) =>
      planned
        ? (planned.send(plannedData(definition, data as Record<string, unknown>)) as Promise<ActivityRecord>)
        : save.mutateAsync({ id: record?.id ?? null, data }),
    messages: {
      failed: t(isNew ? 'activity.messages.error.creating' : 'activity.messages.error.updating', { name }),
      saved: t(isNew ? 'activity.messages.success.created' : 'activity.messages.success.updated', { name }),
    },
    onSaved: onDone,
    onFailed: refusedByState,
    autoFocus: !readOnly,
  });
  const values = useWatch({ control: form.control }) as ActivityFormValues;
  const third = values.was_made_by_third === true;
  const ruleEstimate = useRuleEstimate({
    definition,
    record,
    initial,
    values,
    setValue: form.setValue,
    getValues: form.getValues,
    planned: planned !== undefined,
  });

  const finish = useFinishActivity(definition);
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  const runFinish = async () => {
    if (!record) return;
    try {
      const finished = await finish.mutateAsync(record.id);
      feedback.show('success', t('activities.messages.success.finished'));
      onDone(finished);
    } catch (error) {
      setConfirmingFinish(false);
      refusedByState(error);
      feedback.show('danger', errorMessage(error, t('activities.messages.error.finishing')));
    }
  };

  const renderField = (entry: FormFieldEntry): ReactNode => {
    const label = t(entry.labelKey);
    const error = errorOf(entry.name);
    if (entry.readOnly) return <ComputedQuantity definition={definition} values={values} name={entry.name} label={label} error={error} />;
    const Field = fieldComponents[entry.field.kind] as (props: FieldProps<FieldKind>) => ReactNode;
    return <Field entry={entry} field={entry.field} label={label} required={isRequired(definition, entry, third)} error={error} />;
  };

  const isPlanned = planned !== undefined;
  const scope = useMemo(() => ({ definition, record, readOnly, planned: isPlanned }), [definition, record, readOnly, isPlanned]);

  return (
    <ActivityFormScopeContext.Provider value={scope}>
      <FormProvider {...form}>
        <form {...formProps} aria-label={name} data-activity-type={definition.type}>
          <Stack gap="md">
            {readOnly ? (
              <Alert color="gray" variant="light">
                {t('activity.form.readOnly')}
              </Alert>
            ) : null}
            <Box component="fieldset" disabled={readOnly} m={0} p={0} style={{ border: 0, minWidth: 0 }}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                {definition.formFields
                  .filter((entry) => isVisible(entry, third) && !(planned && ORDER_ONLY_FIELDS.has(entry.name)))
                  .map((entry) => (
                    <Fragment key={entry.name}>
                      <Box style={isWide(entry) ? { gridColumn: '1 / -1' } : undefined} data-field={entry.name}>
                        {renderField(entry)}
                      </Box>
                      {/* Under the time fields: which rule gave them. */}
                      {entry.name === 'estimated_production_time' ? <RuleEstimate estimate={ruleEstimate} /> : null}
                    </Fragment>
                  ))}
                <ComputedValues definition={definition} values={values} />
              </SimpleGrid>
            </Box>
            {confirmingFinish ? (
              <FinishConfirmation
                finishing={finish.isPending}
                onCancel={() => setConfirmingFinish(false)}
                onFinish={() => void runFinish()}
              />
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onCancel}>
                {readOnly ? t('activity.actions.close') : t('activity.actions.cancel')}
              </Button>
              {buttons.finish && !confirmingFinish ? (
                <Button color="red" onClick={() => setConfirmingFinish(true)} leftSection={<IconPlayerStop size={18} aria-hidden />}>
                  {t('activity.actions.finish')}
                </Button>
              ) : null}
              {buttons.register || buttons.update ? (
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t(buttons.register ? 'activity.actions.register' : 'activity.actions.update')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
        {/* Outside the form: its header is a button that must never submit it. */}
        {record && !planned ? <AuditHistory recordType="activities" recordId={record.id} /> : null}
      </FormProvider>
    </ActivityFormScopeContext.Provider>
  );
}
