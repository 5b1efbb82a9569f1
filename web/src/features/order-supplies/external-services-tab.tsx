import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts-store';
import { confirmDialog } from '../../components/confirm-dialog';
import { FormModal } from '../../components/form-modal';
import { errorMessage } from '../../lib/api-client';
import type { ProductionOrderTabProps } from '../../lib/production-order-extensions';
import { useDeleteExternalService, useExternalServices, useSaveExternalService } from './api';
import { ExternalServiceForm } from './components/external-service-form';
import { ExternalServicesTable } from './components/external-services-table';
import type { ExternalService } from './types';

/** What the modal edits: nothing (closed), a new service, or an existing one. */
type Editing = { service?: ExternalService } | null;

/**
 * The "external services" tab of the order's edit screen (spec part 2 §2): the list with footer
 * totals of time and value, an add button, a modal form (closes after a successful save), and a
 * confirmed delete. Each change reloads the order (its third-party cost moved).
 */
export function ExternalServicesTab({ order, closed, refreshOrder }: ProductionOrderTabProps) {
  const { t } = useTranslation();
  const services = useExternalServices(order.id);
  const save = useSaveExternalService(order.id);
  const remove = useDeleteExternalService(order.id);
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    // Spec part 2 §8: failing to load external services is only logged.
    if (services.error) console.error(services.error);
  }, [services.error]);

  const runDelete = (service: ExternalService) =>
    remove.mutate(service.id, {
      onSuccess: async () => {
        alerts.success(t('externalService.messages.success.deleted'));
        await refreshOrder();
      },
      onError: (error) => alerts.danger(errorMessage(error, t('externalService.messages.error.deleting'))),
    });

  const askDelete = (service: ExternalService) =>
    confirmDialog({
      kind: 'warning',
      title: t('externalService.confirm.deleteTitle'),
      message: t('externalService.confirm.deleteMessage', { kind: service.kind, provider: service.provider }),
      confirmLabel: t('externalService.confirm.deleteConfirm'),
      cancelLabel: t('common.actions.cancel'),
      confirmColor: 'red',
      onConfirm: () => runDelete(service),
    });

  const target = editing?.service;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {t('externalService.titles.section')}
        </Title>
        {closed ? null : (
          <Button onClick={() => setEditing({})} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('externalService.actions.add')}
          </Button>
        )}
      </Group>
      {closed ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} role="note">
          {t('orderSupplies.closed')}
        </Alert>
      ) : null}
      <ExternalServicesTable
        services={services.data ?? []}
        fetching={services.isFetching}
        onEdit={closed ? undefined : (service) => setEditing({ service })}
        onDelete={closed ? undefined : askDelete}
        deletingId={remove.isPending ? remove.variables : null}
      />
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={target ? t('externalService.titles.edit', { id: target.id }) : t('externalService.titles.new')}
        size="lg"
        centered
      >
        {editing !== null ? (
          <ExternalServiceForm
            key={target?.id ?? 'new'}
            service={target}
            onCancel={() => setEditing(null)}
            onSave={(data) => save.mutateAsync({ id: target?.id, data })}
            savedText={t(`externalService.messages.success.${target ? 'updated' : 'created'}`)}
            onSaved={async () => {
              setEditing(null);
              await refreshOrder();
            }}
          />
        ) : null}
      </FormModal>
    </Stack>
  );
}
