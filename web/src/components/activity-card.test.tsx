import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityDefinition, activityDefinitions, catalogues } from '@tintero/domain';
import { alerts } from '../lib/alerts-store';
import { mockApi, renderWithModals, resetState, signInAs } from '../../test/helpers';
import { i18n } from '../lib/i18n';
import { activityRecordOf } from '../../test/activity-records';
import { ActivityCard, OperatorActivityCard } from './activity-card';

const entry = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`);

describe('activity card', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 1, role: 'administrator' });
    serverTolerance(900);
  });

  /** The server's TIME_OVERRUN_TOLERANCE_SECONDS, answered by GET /v1/about. */
  function serverTolerance(seconds: number) {
    mockApi({
      'GET /v1/about': { body: { version: '2.29.118', contact_email: 'a@b.co', time_overrun_tolerance_seconds: seconds } },
      // The full card's workers list their intervals (activity-card-intervals.test.tsx).
      'GET /v1/activity_users/3/intervals': { body: [] },
    });
  }

  function renderSealedCard(minutesWorked: number) {
    const sealed = activityDefinition('sealed');
    renderWithModals(
      <ActivityCard
        definition={sealed}
        record={activityRecordOf(sealed, { total_estimated_production_time: 3600, time_spent: minutesWorked })}
      />,
    );
  }

  const timeColor = () => entry('time_spent')!.querySelector('[data-time-color]')?.getAttribute('data-time-color');

  it.each([
    [60, 'blue'],
    [70, 'yellow'],
    [75, 'yellow'],
    [76, 'red'],
  ])('%i minutes worked against a 1 h estimate: time spent is %s (the server says 900 s tolerance)', async (minutes, color) => {
    renderSealedCard(minutes);
    await waitFor(() => expect(timeColor()).toBe(color));
  });

  it('follows the tolerance the server is set to, not a built-in one', async () => {
    serverTolerance(0);
    renderSealedCard(61);
    await waitFor(() => expect(timeColor()).toBe('red'));
  });

  it.each(activityDefinitions.map((definition) => [definition.type, definition] as const))(
    '%s: id, status, machine, times, its own entries, money, workers and timestamps in full mode',
    (_type, definition) => {
      renderWithModals(
        <ActivityCard
          definition={definition}
          record={activityRecordOf(definition, { id: 12, status: 'paused', machine: 'Guillotina', value: 12000, machinery_cost: 3000.5 })}
          catalogues={catalogues}
        />,
      );
      const card = screen.getByRole('article', { name: `${i18n.t(definition.labelKey)} N.º 12` });
      expect(within(card).getByText('Pausada')).toBeInTheDocument();
      expect(entry('machine')).toHaveTextContent('Guillotina');
      for (const field of definition.card.fields) expect(entry(field.name), field.name).toHaveTextContent(i18n.t(field.labelKey));
      expect(entry('value')).toHaveTextContent('$ 12.000,0');
      expect(entry('machinery_cost')).toHaveTextContent('$ 3.000,5');
      expect(entry('users')).toHaveTextContent('Sin trabajadores asignados');
      for (const name of ['start_time', 'end_time', 'observation', 'created_at', 'updated_at']) expect(entry(name), name).not.toBeNull();
    },
  );

  it('made by a third party, the card names the third instead of the workers; otherwise it lists the workers', () => {
    const emboss = activityDefinition('emboss');
    const { unmount } = renderWithModals(
      <ActivityCard definition={emboss} record={activityRecordOf(emboss, { was_made_by_third: true, third: 'Repujados Ltda.' })} />,
    );
    expect(entry('users')).toHaveTextContent('Hecha por un tercero');
    expect(entry('users')).toHaveTextContent('Repujados Ltda.');
    unmount();

    renderWithModals(
      <ActivityCard
        definition={emboss}
        record={activityRecordOf(emboss, {
          users: [{ id: 21, first_name: 'Lucía', last_name: 'Martínez', activity_user_id: 3, quantity_produced: 40, status: 'paused' }],
        })}
      />,
    );
    expect(entry('users')).toHaveTextContent('Trabajadores');
    expect(entry('users')).toHaveTextContent('Lucía Martínez (40 producidas, Pausada)');
  });

  it('operator mode shows no money; start time and due date (pre-cut and impression only the start)', () => {
    const ojalete = activityDefinition('ojalete');
    const { unmount } = renderWithModals(
      <OperatorActivityCard definition={ojalete} record={activityRecordOf(ojalete, { due_date: '2030-02-01', value: undefined })} />,
    );
    expect(entry('value')).toBeNull();
    expect(entry('machinery_cost')).toBeNull();
    expect(entry('users')).toBeNull();
    expect(entry('start_time')).not.toBeNull();
    expect(entry('due_date')).toHaveTextContent('2030-02-01');
    unmount();

    const preCut = activityDefinition('pre_cut');
    renderWithModals(<OperatorActivityCard definition={preCut} record={activityRecordOf(preCut, { due_date: '2030-02-01' })} />);
    expect(entry('start_time')).not.toBeNull();
    expect(entry('due_date')).toBeNull();
  });

  it('operator mode saves an observation and says so in a dialog; an empty one is refused', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue({});
    const tape = activityDefinition('tape_posture');
    renderWithModals(
      <OperatorActivityCard definition={tape} record={activityRecordOf(tape, { observation: null })} onSaveObservation={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar observación' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(alerts.getSnapshot()[0]).toMatchObject({ kind: 'warning' });

    await user.type(screen.getByLabelText('Observación', { selector: 'textarea' }), 'Cinta doble faz ');
    await user.click(screen.getByRole('button', { name: 'Guardar observación' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Cinta doble faz'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('La observación ha sido guardada.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
