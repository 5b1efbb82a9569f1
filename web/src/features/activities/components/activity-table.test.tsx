import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityDefinition, activityDefinitions, catalogues } from '@tintero/domain';
import { renderWithModals, resetState, signInAs } from '../../../../test/helpers';
import { i18n } from '../../../lib/i18n';
import { activityRecordOf } from '../../../../test/activity-records';
import type { ActivityRecord, Definition } from '../types';
import { ActivityTable } from './activity-table';

function renderTable(definition: Definition, records: ActivityRecord[]) {
  const handlers = { onView: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  renderWithModals(<ActivityTable definition={definition} records={records} catalogues={catalogues} {...handlers} />);
  return handlers;
}

const headerCells = () => [...document.querySelectorAll<HTMLElement>('thead th')];
const headers = () => headerCells().map((header) => header.textContent?.trim() ?? '');
const rowOf = (id: number) => screen.getAllByRole('row').find((row) => row.getAttribute('data-activity-id') === String(id))!;
const cellOf = (id: number, column: string) => {
  const index = headers().indexOf(column);
  return within(rowOf(id)).getAllByRole('cell')[index]!;
};

describe('activity list table, drawn from the registry', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
  });

  it.each(activityDefinitions.map((definition) => [definition.type, definition] as const))(
    '%s: the columns of its definition in order, then actions; every one sorts but the last',
    (_type, definition) => {
      renderTable(definition, [activityRecordOf(definition)]);
      expect(headers()).toEqual([...definition.columns.map((column) => i18n.t(column.labelKey)), 'Acciones']);
      const columnHeaders = headerCells();
      // mantine-datatable makes a sortable header a button.
      expect(columnHeaders.slice(0, -1).every((header) => header.getAttribute('role') === 'button')).toBe(true);
      expect(columnHeaders.at(-1)).not.toHaveAttribute('role', 'button');
    },
  );

  it('varnish shows its booleans as Sí / No; die cut its type of cut translated; uv shine its kind by the list value', () => {
    const varnish = activityDefinition('varnish');
    const { unmount } = renderWithModals(
      <ActivityTable
        definition={varnish}
        records={[activityRecordOf(varnish, { id: 1, is_mate: true, is_bright: false })]}
        catalogues={catalogues}
        onView={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(cellOf(1, 'Mate')).toHaveTextContent('Sí');
    expect(cellOf(1, 'Brillante')).toHaveTextContent('No');
    unmount();

    const dieCut = activityDefinition('die_cut');
    const view = renderWithModals(
      <ActivityTable
        definition={dieCut}
        records={[activityRecordOf(dieCut, { id: 2, type_of_cut: 'total_cut' })]}
        catalogues={catalogues}
        onView={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(cellOf(2, 'Tipo de corte')).toHaveTextContent('Corte total');
    view.unmount();

    const uvShine = activityDefinition('uv_shine');
    renderTable(uvShine, [activityRecordOf(uvShine, { id: 3, kind: 'total' })]);
    expect(cellOf(3, 'Tipo de brillo')).toHaveTextContent('Total');
  });

  it('quantity produced is red below the planned quantity (pre-cut compares with the packages)', () => {
    const preCut = activityDefinition('pre_cut');
    renderTable(preCut, [
      activityRecordOf(preCut, { id: 1, number_of_packages: 10, quantity_produced: 9 }),
      activityRecordOf(preCut, { id: 2, number_of_packages: 10, quantity_produced: 10 }),
    ]);
    expect(within(cellOf(1, 'Cantidad producida')).getByText('9')).toHaveAttribute('data-below-planned', 'true');
    expect(within(cellOf(2, 'Cantidad producida')).getByText('10')).toHaveAttribute('data-below-planned', 'false');
  });

  it('impression compares quantity produced with good sheets + leftovers', () => {
    const impression = activityDefinition('impression');
    renderTable(impression, [activityRecordOf(impression, { id: 1, good_sheets: 100, leftovers: 5, quantity_produced: 104 })]);
    expect(within(cellOf(1, 'Cantidad producida')).getByText('104')).toHaveAttribute('data-below-planned', 'true');
  });

  it('footer totals: estimated time, time spent (red past the estimate, no tolerance) and labour value', () => {
    const sealed = activityDefinition('sealed');
    renderTable(sealed, [
      activityRecordOf(sealed, { id: 1, total_estimated_production_time: 3600, time_spent: 30, value: 1500.5 }),
      activityRecordOf(sealed, { id: 2, total_estimated_production_time: 1800, time_spent: 60.5, value: 2000 }),
    ]);
    const footer = document.querySelector('tfoot')!;
    expect(footer).toHaveTextContent('Totales');
    expect(footer).toHaveTextContent('01:30:00');
    expect(footer).toHaveTextContent('$ 3.500,5');
    // 90.5 minutes worked against 90 estimated: red.
    expect(within(footer).getByText('01:30:30')).toHaveAttribute('data-overrun', 'true');
  });

  it('time spent exactly at the estimate is not red', () => {
    const sealed = activityDefinition('sealed');
    renderTable(sealed, [activityRecordOf(sealed, { id: 1, total_estimated_production_time: 3600, time_spent: 60 })]);
    const footer = document.querySelector('tfoot')!;
    expect(within(footer).getByText('01:00:00', { selector: '[data-overrun]' })).toHaveAttribute('data-overrun', 'false');
  });

  it('finished rows offer view only, started ones edit, pending ones edit and delete', async () => {
    const user = userEvent.setup();
    const burned = activityDefinition('burned');
    const handlers = renderTable(burned, [
      activityRecordOf(burned, { id: 1, status: 'finished' }),
      activityRecordOf(burned, { id: 2, status: 'paused' }),
      activityRecordOf(burned, { id: 3, status: 'pending' }),
    ]);
    const buttonsOf = (id: number) =>
      within(rowOf(id))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(buttonsOf(1)).toEqual(['Ver Quemado 1']);
    // Work started (time recorded): the server refuses a delete (409), so none is offered (issue 22, item 18).
    expect(buttonsOf(2)).toEqual(['Editar Quemado 2']);
    expect(buttonsOf(3)).toEqual(['Editar Quemado 3', 'Eliminar Quemado 3']);
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Ver Quemado 1' }));
    expect(handlers.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await user.click(within(rowOf(3)).getByRole('button', { name: 'Eliminar Quemado 3' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('sorts by a column when its header is clicked', async () => {
    const user = userEvent.setup();
    const perforation = activityDefinition('perforation');
    renderTable(perforation, [
      activityRecordOf(perforation, { id: 1, kind: 'Microperforado' }),
      activityRecordOf(perforation, { id: 2, kind: 'Agujero' }),
    ]);
    const ids = () => screen.getAllByRole('row').flatMap((row) => row.getAttribute('data-activity-id') ?? []);
    expect(ids()).toEqual(['1', '2']);
    await user.click(headerCells().find((header) => header.textContent?.trim() === 'Tipo')!);
    expect(ids()).toEqual(['2', '1']);
  });
});
