import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { compareNames, inventaryDetailSchema, type InventaryDetailResponse } from '@tintero/domain';
import { DataTable, PAGE_LENGTH, type TableColumn } from '../../../components/data-table';
import { QuantityInput } from '../../../components/quantity-input';
import { errorMessage } from '../../../lib/api-client';
import { useClientPaging } from '../../../lib/client-paging';
import { useErrorAlert } from '../../../lib/screen-hooks';
import { plainKey as plain } from '../../../lib/table-export';
import { useInventaryDetails, useSaveCount } from '../api';
import { supplyColumns } from './supply-columns';

/**
 * Rows per page: the general tables' 10 (spec part 2 §9), what a tablet shows at once; the filters
 * and Enter (which moves on to the next page's first row) carry a count of 2 000 supplies.
 */
export const COUNT_PAGE_LENGTH = PAGE_LENGTH;

type RowState = { saving?: boolean; error?: string; saved?: boolean };

/**
 * The count of an inventory in creation (spec part 2 §2): each supply's system quantity and the
 * real quantity with its own save. A failed save turns that row's button red with the server's
 * message under the input. Filters by name and type; Enter saves and moves to the next row (the
 * next page's first after a page's last), so a count of thousands is worked through at the keyboard.
 */
export function CountTable({ inventaryId }: { inventaryId: number }) {
  const { t } = useTranslation();
  const details = useInventaryDetails(inventaryId);
  const save = useSaveCount(inventaryId);
  useErrorAlert(details.error, t('inventaryDetail.messages.error.queryingList'));
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [drafts, setDrafts] = useState<Record<number, number | null>>({});
  const [states, setStates] = useState<Record<number, RowState>>({});
  const container = useRef<HTMLDivElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);

  const rows = useMemo(() => details.data ?? [], [details.data]);
  const types = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of rows) if (row.type_supply) seen.set(row.type_supply, row.type_supply_name ?? row.type_supply);
    return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => compareNames(a.label, b.label));
  }, [rows]);
  const filtered = useMemo(() => {
    const wanted = plain(name);
    return rows.filter((row) => (!type || row.type_supply === type) && (!wanted || plain(row.name).includes(wanted)));
  }, [rows, name, type]);
  const paging = useClientPaging(filtered, COUNT_PAGE_LENGTH);
  const counted = rows.filter((row) => row.quantity !== null).length;

  // After Enter, the next row's input takes the focus once its page is drawn.
  useEffect(() => {
    if (focusRow === null) return;
    const input = container.current?.querySelector<HTMLInputElement>(`input[data-detail-id="${focusRow}"]`);
    if (input) {
      input.focus();
      setFocusRow(null);
    }
  }, [focusRow, paging.records]);

  const valueOf = (row: InventaryDetailResponse) => (row.id in drafts ? drafts[row.id]! : row.quantity);
  const setState = (id: number, state: RowState) => setStates((current) => ({ ...current, [id]: state }));

  const saveRow = async (row: InventaryDetailResponse): Promise<boolean> => {
    const checked = inventaryDetailSchema.safeParse({ quantity: valueOf(row) });
    if (!checked.success) {
      setState(row.id, { error: checked.error.issues[0]?.message });
      return false;
    }
    setState(row.id, { saving: true });
    try {
      await save.mutateAsync({ detailId: row.id, quantity: checked.data.quantity });
    } catch (error) {
      setState(row.id, { error: errorMessage(error, t('inventaryDetail.messages.error.updating')) });
      return false;
    }
    setDrafts(({ [row.id]: _saved, ...rest }) => rest);
    setState(row.id, { saved: true });
    return true;
  };

  const moveOn = (row: InventaryDetailResponse) => {
    const index = filtered.findIndex((other) => other.id === row.id);
    const next = filtered[index + 1];
    if (!next) return;
    if (!paging.records.some((other) => other.id === next.id)) paging.setPage(Math.floor((index + 1) / COUNT_PAGE_LENGTH) + 1);
    setFocusRow(next.id);
  };

  const onKeyDown = (row: InventaryDetailResponse) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void saveRow(row).then((saved) => saved && moveOn(row));
  };

  const columns: TableColumn<InventaryDetailResponse>[] = [
    ...supplyColumns(t),
    {
      accessor: 'quantity',
      title: t('inventaryDetail.fields.quantity'),
      render: (row) => (
        <QuantityInput
          aria-label={`${t('inventaryDetail.fields.quantity')} ${row.name}`}
          data-detail-id={row.id}
          value={valueOf(row)}
          onChange={(value) => {
            setDrafts((current) => ({ ...current, [row.id]: value }));
            if (states[row.id]) setState(row.id, {});
          }}
          onKeyDown={onKeyDown(row)}
          error={states[row.id]?.error}
          miw={140}
        />
      ),
    },
    {
      accessor: 'actions',
      title: t('inventaryDetail.actions.saveShort'),
      kind: 'actions',
      render: (row) => {
        const state = states[row.id] ?? {};
        return (
          <Button
            size="xs"
            color={state.error ? 'red' : state.saved ? 'green' : undefined}
            variant={state.error || state.saved ? 'filled' : 'light'}
            loading={state.saving}
            // A failed save turns red with an error icon (spec part 2 §8), a saved one green with a check.
            leftSection={
              state.error ? (
                <IconAlertCircle size={16} aria-hidden data-icon="error" />
              ) : state.saved ? (
                <IconCheck size={16} aria-hidden data-icon="saved" />
              ) : (
                <IconDeviceFloppy size={16} aria-hidden data-icon="save" />
              )
            }
            aria-label={t('inventaryDetail.actions.save', { name: row.name })}
            data-failed={state.error ? 'true' : undefined}
            data-saved={state.saved ? 'true' : undefined}
            onClick={() => void saveRow(row)}
          >
            {t('inventaryDetail.actions.saveShort')}
          </Button>
        );
      },
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-label={t('inventary.sections.count')} ref={container}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t('inventary.sections.count')}
        </Title>
        <Text size="sm" c="dimmed" role="status">
          {t('inventaryDetail.hints.counted', { counted, total: rows.length })}
        </Text>
      </Group>
      <Group gap="md" align="flex-end" role="group" aria-label={t('inventaryDetail.filters.label')}>
        <TextInput
          label={t('inventaryDetail.filters.name')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          w={280}
        />
        <NativeSelect
          label={t('inventaryDetail.filters.type')}
          data={[{ value: '', label: t('inventaryDetail.filters.allTypes') }, ...types]}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
          w={220}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('inventaryDetail.hints.keyboard')}
      </Text>
      <DataTable<InventaryDetailResponse>
        records={paging.records}
        columns={columns}
        fetching={details.isPending}
        noRecordsText={t('inventaryDetail.empty')}
        customRowAttributes={(row) => ({ 'data-detail-id': row.id })}
        {...paging.tableProps}
      />
    </Stack>
  );
}
