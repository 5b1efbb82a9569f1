import { formatStockQuantity } from './format';

/**
 * Spanish texts of supplies, the kardex, supplies used, leftovers and external services: the
 * server's errors and the form messages both ends share.
 */
export const supplyMessages = {
  notFound: 'El insumo no existe.',
  nameTaken: 'Ya existe un insumo con ese nombre.',
  disabled: (name: string) => `El insumo ${name} está deshabilitado y no se puede usar ni comprar.`,
  insufficientStock: (name: string, available: number | string, unit: string) =>
    `No hay suficiente ${name}: disponibles ${formatStockQuantity(available)} ${unit}.`,
  tooLarge: (max: number) => `Debe ser menor o igual a ${formatStockQuantity(max)}.`,
  movementTooLarge: 'El movimiento excede el valor máximo que se puede registrar.',
  unknownTypeSupply: 'El tipo de insumo no existe.',
  invalidStatus: 'El estado debe ser 1 (habilitado) o 0 (deshabilitado).',
  dateRange: 'La fecha final no puede ser anterior a la fecha inicial.',
  rangeTooLong: (days: number) => `El rango no puede ser mayor a ${days} días.`,
  supplyUsedNotFound: 'El insumo usado no existe en esta orden.',
  leftoverNotFound: 'El sobrante no existe en esta orden.',
  externalServiceNotFound: 'El servicio externo no existe en esta orden.',
  editWindowClosed: 'Este registro ya no se puede modificar: se creó hace más de una hora y su cantidad no es 0.',
  dueDateBeforeToday: 'La fecha de entrega no puede ser anterior a hoy.',
  notYourOrder: 'Solo puede registrar insumos en las órdenes en las que trabaja.',
} as const;

/** Spanish headers of the supplies spreadsheet, in column order. */
export const supplySpreadsheetHeaders = {
  id: 'Id',
  name: 'Nombre',
  quantity: 'Cantidad',
  unit_of_measurement: 'Unidad de medida',
  unit_value: 'Valor unitario',
  total_value: 'Valor total',
  stock_minimum: 'Stock mínimo',
  type_supply: 'Tipo de insumo',
  status: 'Estado',
  created_at: 'Creado',
  updated_at: 'Actualizado',
} as const;

export const supplyStatusLabels = { 1: 'Habilitado', 0: 'Deshabilitado' } as const;
