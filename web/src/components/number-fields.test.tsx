import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test/helpers';
import { CurrencyField, QuantityField } from './number-fields';

interface Values {
  hour_value: number | null;
  stock_minimum: number | null;
}

function Form({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { control, handleSubmit, setFocus } = useForm<Values>({ defaultValues: { hour_value: 12500.5, stock_minimum: 2.5 } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <CurrencyField control={control} name="hour_value" label="Valor hora" />
      <QuantityField control={control} name="stock_minimum" label="Stock mínimo" />
      <button type="button" onClick={() => setFocus('hour_value')}>
        Enfocar
      </button>
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('CurrencyField and QuantityField', () => {
  it('replace the values typed after Tab, and the form receives exactly them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Form onSubmit={onSubmit} />);

    await user.tab();
    expect(screen.getByLabelText('Valor hora')).toHaveFocus();
    await user.keyboard('30000');
    await user.tab();
    expect(screen.getByLabelText('Stock mínimo')).toHaveFocus();
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ hour_value: 30000, stock_minimum: 4 });
    expect(screen.getByLabelText('Valor hora')).toHaveValue('$ 30.000,0');
    expect(screen.getByLabelText('Stock mínimo')).toHaveValue('4');
  });

  it("select the whole value when the form focuses a field (react-hook-form's setFocus)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Form onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Enfocar' }));
    expect(screen.getByLabelText('Valor hora')).toHaveFocus();
    await user.keyboard('500');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ hour_value: 500, stock_minimum: 2.5 });
  });
});
