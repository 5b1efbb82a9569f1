import type { ComponentType } from 'react';
import type { FieldKind } from '@tintero/domain';
import type { FieldProps } from '../scope';
import { BooleanField } from './boolean-field';
import { CatalogueField } from './catalogue-field';
import { ChoiceField } from './choice-field';
import { DateField } from './date-field';
import { DurationField } from './duration-field';
import { MachineField } from './machine-field';
import { MoneyField } from './money-field';
import { NumberField } from './number-field';
import { SupplyField } from './supply-field';
import { TextField } from './text-field';
import { WorkersField } from './workers-field';

/** One component per field kind: the registry's descriptors say which, so no type has its own form. */
export const fieldComponents: { [K in FieldKind]: ComponentType<FieldProps<K>> } = {
  text: TextField,
  integer: NumberField,
  decimal: NumberField,
  date: DateField,
  boolean: BooleanField,
  choice: ChoiceField,
  catalogue: CatalogueField,
  machine: MachineField,
  supply: SupplyField,
  money: MoneyField,
  duration: DurationField,
  workers: WorkersField,
};
