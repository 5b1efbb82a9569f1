import { useState } from 'react';
import { Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUOTE_OPTIONS_MAX } from '@tintero/domain';
import { confirmDialog } from '../../../components/confirm-dialog';
import { usePlannedActivitiesEditor, type PlannedActivityRecord } from '../../../components/planned-activities-slot';
import { alerts } from '../../../lib/alerts-store';
import { errorMessage } from '../../../lib/api-client';
import { useOptionWrites } from '../api';
import type { Quote, QuoteOption } from '../types';
import { OptionCosts } from './option-costs';
import { OptionForm } from './option-form';
import { PlannedServices } from './planned-services';
import { PlannedSupplies } from './planned-supplies';

/**
 * The options of a quote (1–5 price breaks) as tabs: each its quantity, markup or typed price, its
 * costs from the server's last answer, and its planned work; "Copiar opción" adds a copy in one tap.
 */
export function QuoteOptions({ quote, editable }: { quote: Quote; editable: boolean }) {
  const { t } = useTranslation();
  const writes = useOptionWrites(quote.id);
  const [tab, setTab] = useState<string | null>(String(quote.options[0]?.id ?? ''));
  const active = quote.options.find((option) => String(option.id) === tab) ?? quote.options[0];
  const full = quote.options.length >= QUOTE_OPTIONS_MAX;

  const run = async <T,>(work: () => Promise<T>, success: string, failure: string) => {
    try {
      const result = await work();
      alerts.success(success);
      return result;
    } catch (error) {
      alerts.danger(errorMessage(error, failure));
      throw error;
    }
  };
  const show = (option: QuoteOption) => setTab(String(option.id));
  const addOption = () =>
    run(
      () => writes.add({ quantity: active?.quantity ?? 1 }),
      t('quote.messages.success.optionAdded'),
      t('quote.messages.error.option'),
    ).then(show, () => undefined);
  const copyOption = (option: QuoteOption) =>
    run(() => writes.copy(option.id), t('quote.messages.success.optionCopied'), t('quote.messages.error.option')).then(
      show,
      () => undefined,
    );
  const deleteOption = (option: QuoteOption) =>
    confirmDialog({
      message: t('quote.actions.deleteOption'),
      detail: t('quote.titles.option', { position: option.position }),
      confirmColor: 'red',
      onConfirm: () =>
        void run(() => writes.remove(option.id), t('quote.messages.success.optionDeleted'), t('quote.messages.error.option')).then(
          () => setTab(String(quote.options.find((o) => o.id !== option.id)?.id ?? '')),
          () => undefined,
        ),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('quote.titles.options')}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('quote.titles.options')}
        </Title>
        {editable ? (
          <Group gap="xs">
            {active ? (
              <Button
                variant="light"
                leftSection={<IconCopy size={18} aria-hidden />}
                onClick={() => void copyOption(active)}
                disabled={full}
              >
                {t('quote.actions.copyOption')}
              </Button>
            ) : null}
            <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => void addOption()} disabled={full}>
              {t('quote.actions.addOption')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Tabs value={active ? String(active.id) : null} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {quote.options.map((option) => (
            <Tabs.Tab key={option.id} value={String(option.id)}>
              {t('quote.titles.option', { position: option.position })} · {option.quantity.toLocaleString('es-CO')} u.
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {quote.options.map((option) => (
          <Tabs.Panel key={option.id} value={String(option.id)} pt="md">
            <OptionPanel quote={quote} option={option} editable={editable} writes={writes} onDelete={deleteOption} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

function OptionPanel({
  quote,
  option,
  editable,
  writes,
  onDelete,
}: {
  quote: Quote;
  option: QuoteOption;
  editable: boolean;
  writes: ReturnType<typeof useOptionWrites>;
  onDelete: (option: QuoteOption) => void;
}) {
  const { t } = useTranslation();
  const plannedActivities = usePlannedActivitiesEditor();
  const item = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      alerts.success(success);
    } catch (error) {
      alerts.danger(errorMessage(error, t('quote.messages.error.item')));
      throw error;
    }
  };
  const saved = t('quote.messages.success.itemSaved');
  const deleted = t('quote.messages.success.itemDeleted');
  return (
    <Stack gap="md" data-option={option.position}>
      <OptionForm option={option} editable={editable} onSave={(data) => writes.update(option.id, data)} />
      <OptionCosts option={option} />
      <Title order={3} size="h5">
        {t('quote.titles.activities')}
      </Title>
      {plannedActivities
        ? plannedActivities({
            activities: option.activities as unknown as PlannedActivityRecord[],
            editable,
            save: (id, data) => writes.saveItem(option.id, 'activities', id, data),
            remove: (id) => item(() => writes.removeItem(option.id, 'activities', id), deleted),
          })
        : null}
      <Title order={3} size="h5">
        {t('quote.titles.supplies')}
      </Title>
      <PlannedSupplies
        supplies={option.supplies}
        editable={editable}
        add={(data) => item(() => writes.saveItem(option.id, 'supplies', null, data), saved)}
        remove={(id) => item(() => writes.removeItem(option.id, 'supplies', id), deleted)}
      />
      <Title order={3} size="h5">
        {t('quote.titles.externalServices')}
      </Title>
      <PlannedServices
        services={option.external_services}
        editable={editable}
        add={(data) => item(() => writes.saveItem(option.id, 'external_services', null, data), saved)}
        remove={(id) => item(() => writes.removeItem(option.id, 'external_services', id), deleted)}
      />
      {editable && quote.options.length > 1 ? (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => onDelete(option)}>
            {t('quote.actions.deleteOption')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
