import type { ComponentType } from 'react';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { findActivityDefinition } from '@tintero/domain';
import type { ProductionOrderPrintTableProps } from '../../lib/production-order-extensions';
import { useActivityColumns } from './columns';
import { svgDataUrl } from './ticket-qr';
import type { ActivityRecord, Catalogues, Definition } from './types';

/** What a type's print entry loads: its records under the order and the lists its columns name. */
export interface ActivityPrintData {
  records: ActivityRecord[];
  catalogues: Catalogues;
  /** Each activity's job-ticket QR (an SVG document) by id: scanned on a tablet, it opens the work. */
  qrCodes: Record<number, string>;
}

/** The QR of a job ticket, about 2.2 cm on paper, with the activity's id under it. */
function TicketQr({ id, svg }: { id: number; svg: string | undefined }) {
  const { t } = useTranslation();
  if (!svg) return null;
  return (
    <figure style={{ margin: 0, textAlign: 'center' }} data-ticket-qr={id}>
      <img src={svgDataUrl(svg)} alt={t('work.ticket.qrAlt', { id })} style={{ width: '2.2cm', height: '2.2cm', display: 'block' }} />
      <figcaption style={{ fontSize: '0.7rem', marginTop: '1mm' }}>{t('work.ticket.idCaption', { id })}</figcaption>
    </figure>
  );
}

/**
 * A type's table on the print view (spec part 1 §2): the list's columns and totals, no actions.
 * The job ticket's QR comes first, beside the activity's id, so however the row wraps on A4 the
 * code is never the part cut off (issue 22 item 20; the view's print rules fit it to the page).
 */
export function ActivityPrintTable({ definition, data }: { definition: Definition; data: ActivityPrintData | undefined }) {
  const { t } = useTranslation();
  const columns = useActivityColumns(definition, data?.catalogues ?? {}, { showMoney: true });
  const records = data?.records ?? [];
  if (records.length === 0) return null;
  const plural = t(definition.pluralLabelKey);
  const hasFooter = columns.some((column) => column.footer);
  return (
    <section aria-label={plural} data-print-table={definition.type}>
      <Title order={3} size="h4" mb="xs">
        {plural}
      </Title>
      <Table withTableBorder withColumnBorders striped fz="xs" aria-label={plural}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="center" data-print-column="qr">
              {t('work.ticket.qrColumn')}
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.name} ta={column.align}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id} data-activity-id={record.id}>
              <Table.Td data-print-column="qr">
                <TicketQr id={record.id} svg={data?.qrCodes[record.id]} />
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.name} ta={column.align} style={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render(record)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {hasFooter ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{t('activity.list.total')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.name} ta={column.align} style={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.footer ? column.footer(records) : null}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </section>
  );
}

const tables = new Map<string, ComponentType<ProductionOrderPrintTableProps<ActivityPrintData>>>();

/** The print table of one type, made once per type (a stable component for React). */
export function printTableFor(type: string): ComponentType<ProductionOrderPrintTableProps<ActivityPrintData>> {
  let component = tables.get(type);
  if (!component) {
    const definition = findActivityDefinition(type);
    if (!definition) throw new Error(`Tipo de actividad desconocido: ${type}`);
    component = function ActivityTypePrintTable({ data }: ProductionOrderPrintTableProps<ActivityPrintData>) {
      return <ActivityPrintTable definition={definition} data={data} />;
    };
    tables.set(type, component);
  }
  return component;
}

/** The 'finisheds' heading between the pre-finished tables and the others (spec part 1 §2). */
export function FinishedsPrintHeading() {
  const { t } = useTranslation();
  return (
    <Title order={2} size="h3" mt="md">
      {t('activity.sections.finisheds')}
    </Title>
  );
}
