import { useMemo } from 'react';
import { Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { settingsSchema } from '@tintero/domain';
import { FormActions } from '../../components/form-actions';
import { CurrencyField } from '../../components/number-fields';
import { PageHeader } from '../../components/page-header';
import { useEditForm } from '../../lib/form-kit';
import { asNumber, domainResolver, textLimits } from '../../lib/form-values';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useSaveSettings, useWorkshopSettings } from './api';
import type { WorkshopSettings } from './types';

type SettingsValues = { workshop_name: string; standard_hour_rate: number | null; quote_valid_days: number | null; quote_terms: string };
const LIMITS = textLimits(settingsSchema);
const resolver = domainResolver<SettingsValues>(settingsSchema);

function SettingsForm({ settings }: { settings: WorkshopSettings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const initial = useMemo<SettingsValues>(
    () => ({
      workshop_name: settings.workshop_name ?? '',
      standard_hour_rate: settings.standard_hour_rate,
      quote_valid_days: settings.quote_valid_days,
      quote_terms: settings.quote_terms ?? '',
    }),
    [settings],
  );
  const { form, formProps, errorOf } = useEditForm({
    initial,
    isNew: false,
    resolver,
    send: (data) => save.mutateAsync(data),
    messages: { failed: t('settings.messages.error.updating'), saved: t('settings.messages.success.updated') },
  });
  return (
    <form {...formProps} aria-label={t('settings.titles.edit')}>
      <Stack gap="md">
        <TextInput
          label={t('settings.fields.workshop_name')}
          maxLength={LIMITS.workshop_name}
          error={errorOf('workshop_name')}
          {...form.register('workshop_name')}
        />
        <CurrencyField
          control={form.control}
          name="standard_hour_rate"
          label={t('settings.fields.standard_hour_rate')}
          required
          error={errorOf('standard_hour_rate')}
        />
        <TextInput
          label={t('settings.fields.quote_valid_days')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          error={errorOf('quote_valid_days')}
          {...form.register('quote_valid_days', { setValueAs: asNumber })}
        />
        <Textarea
          label={t('settings.fields.quote_terms')}
          maxLength={LIMITS.quote_terms}
          rows={5}
          error={errorOf('quote_terms')}
          {...form.register('quote_terms')}
        />
        <FormActions submitLabel={t('common.actions.save')} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** /settings/workshop (administrators): the workshop's name, the standard hour rate quotes price labour at, validity days and terms. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useWorkshopSettings();
  useErrorAlert(settings.error, t('settings.messages.error.querying'));
  return (
    <Stack gap="md">
      <PageHeader title={t('settings.titles.edit')} />
      <Paper withBorder p="md" radius="md" maw={720}>
        {settings.data ? <SettingsForm settings={settings.data} /> : null}
      </Paper>
    </Stack>
  );
}
