import { z } from 'zod';
import { messages } from '../messages';
import { amountTooLarge, fitsAmount } from '../schema-helpers';
import {
  activityBaseSchema,
  commonFields,
  formatOfKind,
  readOnlyFormats,
  type ActivityStatus,
  type CommonColumnName,
  type DisplayFormat,
  type ReadOnlyFieldName,
} from './common';
import { describeField, shapeOf, type FieldDescriptor, type FieldMap, type FieldValues } from './fields';
import { supplyFieldNames, supplyNameField, type SupplyNameFieldsOf } from './supply-fields';

/**
 * Where a type lives on the screens: the edit screen's tabs (pre-finished with its sub-tabs,
 * finished with its 13 sub-tabs, various activities on its own tab); on the detail view and the
 * print view `various` sits with the finisheds (spec part 1 §2, part 2 §2).
 */
export type ActivityGroup = 'pre_finished' | 'finished' | 'various';
export type ActivitySection = 'pre_finisheds' | 'finisheds';

/** i18n keys by convention (react-admin style), so generic inputs and columns need no hand-written label. */
export const activityLabelKeys = {
  field: (name: string) => `activity.fields.${name}`,
  typeField: (type: string, name: string) => `activity.types.${type}.fields.${name}`,
  option: (type: string, field: string, key: string) => `activity.types.${type}.options.${field}.${key}`,
  typeName: (type: string) => `activity.types.${type}.name`,
  typePlural: (type: string) => `activity.types.${type}.plural`,
  group: (group: ActivityGroup) => `activity.groups.${group}`,
  section: (section: ActivitySection) => `activity.sections.${section}`,
} as const;

type TypeFieldName<F extends FieldMap> = keyof F & string;
/** Names a list column may use: the spec's common columns, the type's own fields and its supplies' names. */
export type ColumnName<F extends FieldMap> = CommonColumnName | TypeFieldName<F> | SupplyNameFieldsOf<F>;

export interface ActivityConfig<T extends string, F extends FieldMap> {
  /** Stored in `activities.type`; also the payload key and the name of the `<type>_fields` catalogue. */
  type: T;
  /** The resource path under /v1 (spec part 2 §7). */
  route: string;
  /** The `{type}` of `/v1/activity_users/{type}/{activity_id}/...` (spec part 2 §7). */
  className: string;
  /** Spanish singular: the `activities` catalogue, the modal title, the suggested es.json text. */
  name: string;
  pluralName: string;
  group: ActivityGroup;
  /** Position on every screen that lists types (print view order); gaps of 10 leave room for new types. */
  order: number;
  /** The type's own fields, stored in `activities.details`. Their names must not clash with common ones. */
  fields: F;
  /** List columns in the spec's order (part 2 §2); the web adds the actions column last. */
  columns: readonly ColumnName<F>[];
  /** The type's entries on its read-only card; by default its own fields, quantity and quantity produced. */
  card?: readonly (TypeFieldName<F> | 'quantity' | 'quantity_produced' | SupplyNameFieldsOf<F>)[];
  /** Fields a time-estimation rule may test; by default quantity and every own field but dates and supplies. */
  ruleFields?: readonly (TypeFieldName<F> | 'quantity')[];
  /** A quantity computed from the type's fields instead of typed (pre-cut, impression). */
  quantity?: { from: readonly TypeFieldName<F>[]; compute: (values: FieldValues<F>) => number };
  /** The quantity the estimate multiplies and "quantity produced" is compared with (pre-cut: number_of_packages). */
  estimateQuantityField?: TypeFieldName<F>;
  /** What one unit of that quantity is called where a rule's time is explained ("2 s por golpe"); "unidad" unless said. */
  estimateUnit?: string;
  /** A machine is required unless the work is made by a third party (impression). */
  machineRequired?: boolean;
  /** A finished activity made by a third party may still be updated (false: colaminado). */
  finishedUpdatableWhenThird?: boolean;
  /** New-record defaults of the form (spec part 2 §3 Defaults): value 0 or empty, status pending or empty. */
  defaults?: { value?: number | null; status?: ActivityStatus | null };
  /** The operator card shows the due date (pre-cut and impression show only the start time). */
  operatorCardShowsDueDate?: boolean;
  /** The operator's observation is required when saved (not on pre-cut). */
  operatorObservationRequired?: boolean;
  /** Made by a third party, the form shows a read-only unit value = value / quantity (plasticized). */
  thirdPartyUnitValue?: boolean;
  /** The operator working it may add the ink they use, from their dashboard (impression). */
  addsInk?: boolean;
}

export interface ActivityColumn {
  name: string;
  labelKey: string;
  format: DisplayFormat;
  /** `catalogue` columns show the item value of this list. */
  list?: string;
  /** `choice` columns translate `<optionLabelKeyPrefix>.<key>`. */
  optionLabelKeyPrefix?: string;
  /** Every column but the web's actions column sorts. */
  sortable: true;
  /** Summed in the footer (estimated time, time spent, labour value). */
  footer?: 'sum';
  /**
   * `below_planned`: red when quantity produced is below `plannedQuantity()`; `time_overrun`: the
   * footer total is red when time spent exceeds the estimate (tolerance 0 on lists, DESIGN §7.8).
   */
  highlight?: 'below_planned' | 'time_overrun';
  /** Hidden from operators. */
  money: boolean;
}

export interface CardEntry {
  name: string;
  labelKey: string;
  format: DisplayFormat;
  list?: string;
  optionLabelKeyPrefix?: string;
}

/** One input of the form, in display order, with everything needed to draw it generically. */
export interface FormFieldEntry {
  name: string;
  labelKey: string;
  scope: 'type' | 'common';
  /** Shown but computed (pre-cut and impression quantity). */
  readOnly: boolean;
  /** Shown only when made by a third party (`third`, `value`) or only when not (`users`). */
  visibleWhen: 'always' | 'third_party' | 'own_workers';
  field: FieldDescriptor;
}

type BaseShape = typeof activityBaseSchema.shape;
// `Extract` keeps the base fields when F is the generic FieldMap (whose keys are any string).
type RecordShape<F extends FieldMap> = Omit<BaseShape, 'quantity' | Extract<keyof F, keyof BaseShape>> & {
  quantity: z.ZodType<number | null, unknown>;
} & { [K in keyof F]: F[K]['schema'] };

/** The whole record a form sends for one type, validated (without the "today" rule, see `activityInputSchema`). */
export type ActivitySchema<F extends FieldMap> = z.ZodObject<RecordShape<F>>;
export type TypedActivitySchema<T extends string, F extends FieldMap> = z.ZodObject<RecordShape<F> & { type: z.ZodLiteral<T> }>;
/** The common values of a validated record (quantity is computed, hence null, on pre-cut and impression). */
export type CommonActivityValues = Omit<z.output<typeof activityBaseSchema>, 'quantity'> & { quantity: number | null };
/** A validated record: common values and the type's own. */
export type ActivityValues<F extends FieldMap = FieldMap> = CommonActivityValues & FieldValues<F>;

export interface ActivityDefinition<T extends string = string, F extends FieldMap = FieldMap> {
  type: T;
  route: string;
  className: string;
  /** Body wrapper key: `{ "<payloadKey>": {...} }` (DESIGN §4). */
  payloadKey: T;
  /** Sub-tab and operator detail-view name (`prePress`, spec part 2 §2). */
  camelName: string;
  /** The order's activity list name (`prePresses`, spec part 1 §3). */
  camelPlural: string;
  name: string;
  pluralName: string;
  labelKey: string;
  pluralLabelKey: string;
  group: ActivityGroup;
  section: ActivitySection;
  order: number;
  fields: F;
  formFields: readonly FormFieldEntry[];
  columns: readonly ActivityColumn[];
  card: { fields: readonly CardEntry[]; operatorFields: readonly ('start_time' | 'due_date')[] };
  ruleFields: readonly { field: string; label: string }[];
  quantity: { computed: false } | { computed: true; from: readonly string[]; compute: (values: Record<string, unknown>) => number };
  estimateQuantityField: string;
  estimateUnit: string;
  machineRequired: boolean;
  finishedUpdatableWhenThird: boolean;
  defaults: { value: number | null; status: ActivityStatus | null };
  operatorObservationRequired: boolean;
  thirdPartyUnitValue: boolean;
  addsInk: boolean;
  /** Validates the whole record (merged with the stored one on update). */
  schema: ActivitySchema<F>;
  /** The same with `type`, for `z.discriminatedUnion('type', ...)`. */
  typedSchema: TypedActivitySchema<T, F>;
  /** The label key of any field name (own, common or read-only). */
  labelKeyOf: (name: string) => string;
}

export type AnyActivityDefinition = ActivityDefinition<string, FieldMap>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Accepted and ignored: the server computes the quantity of pre-cut and impression. */
const computedQuantity = z
  .unknown()
  .optional()
  .transform((): number | null => null);

const snakeToCamel = (text: string) => text.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const CARD_EXCLUDED_DEFAULT_KINDS = new Set(['date', 'supply']);

export function defineActivity<const T extends string, const F extends FieldMap>(config: ActivityConfig<T, F>): ActivityDefinition<T, F> {
  const { type, fields } = config;
  const ownNames = Object.keys(fields);
  const computeQuantity = config.quantity?.compute as ((values: Record<string, unknown>) => number) | undefined;
  const quantitySources = (config.quantity?.from ?? []) as readonly string[];

  const labelKeyOf = (name: string) => (ownNames.includes(name) ? activityLabelKeys.typeField(type, name) : activityLabelKeys.field(name));

  const describe = (name: string): { format: DisplayFormat; list?: string; optionLabelKeyPrefix?: string } => {
    const field = fields[name] ?? commonFields[name as keyof typeof commonFields];
    if (!field) return { format: readOnlyFormats[name as ReadOnlyFieldName] ?? 'text' };
    const format = formatOfKind[field.kind];
    if (field.kind === 'catalogue') return { format, list: field.list };
    if (field.kind === 'choice') return { format, optionLabelKeyPrefix: `activity.types.${type}.options.${name}` };
    return { format };
  };

  const columns: ActivityColumn[] = config.columns.map((name) => ({
    name,
    labelKey: labelKeyOf(name),
    ...describe(name),
    sortable: true,
    money: name === 'value',
    ...(name === 'total_estimated_production_time' || name === 'time_spent' || name === 'value' ? { footer: 'sum' as const } : {}),
    ...(name === 'quantity_produced' ? { highlight: 'below_planned' as const } : {}),
    ...(name === 'time_spent' ? { highlight: 'time_overrun' as const } : {}),
  }));

  const cardNames: readonly string[] = config.card ?? [
    ...ownNames.filter((name) => !CARD_EXCLUDED_DEFAULT_KINDS.has(fields[name]!.kind)),
    ...supplyFieldNames(fields).map(supplyNameField),
    'quantity',
    'quantity_produced',
  ];

  const ruleNames: readonly string[] = config.ruleFields ?? [
    'quantity',
    ...ownNames.filter((name) => !CARD_EXCLUDED_DEFAULT_KINDS.has(fields[name]!.kind)),
  ];

  const formFields: FormFieldEntry[] = [
    ...ownNames.map((name) => ({
      name,
      labelKey: labelKeyOf(name),
      scope: 'type' as const,
      readOnly: false,
      visibleWhen: 'always' as const,
      field: describeField(fields[name]!),
    })),
    ...(Object.keys(commonFields) as (keyof typeof commonFields)[]).map((name) => ({
      name,
      labelKey: labelKeyOf(name),
      scope: 'common' as const,
      readOnly: name === 'quantity' && computeQuantity !== undefined,
      visibleWhen:
        name === 'third' || name === 'value' ? ('third_party' as const) : name === 'users' ? ('own_workers' as const) : ('always' as const),
      field: describeField(commonFields[name]),
    })),
  ];

  const machineRequired = config.machineRequired ?? false;

  /** Rules across fields; `when` makes them report together with the field errors. */
  const crossFieldRules = (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (values.was_made_by_third === true) {
      if (isEmpty(values.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: messages.required });
      if (isEmpty(values.third)) ctx.addIssue({ code: 'custom', path: ['third'], message: messages.required });
    } else if (machineRequired && isEmpty(values.machine_id)) {
      ctx.addIssue({ code: 'custom', path: ['machine_id'], message: messages.required });
    }
    if (computeQuantity && quantitySources.every((name) => isNumber(values[name]))) {
      const quantity = computeQuantity(values);
      if (quantity < 1) ctx.addIssue({ code: 'custom', path: ['quantity'], message: messages.tooSmall(1) });
      // Stored in numeric(20,6) like any quantity.
      else if (!fitsAmount(quantity)) ctx.addIssue({ code: 'custom', path: ['quantity'], message: amountTooLarge });
    }
  };
  const always = { when: () => true };

  const shape = { ...shapeOf(fields), quantity: computeQuantity ? computedQuantity : commonFields.quantity.schema };
  const schema = (activityBaseSchema.extend(shape) as unknown as ActivitySchema<F>).superRefine(
    crossFieldRules as (values: unknown, ctx: z.RefinementCtx) => void,
    always,
  );
  const typedSchema = (activityBaseSchema.extend({ ...shape, type: z.literal(type) }) as unknown as TypedActivitySchema<T, F>).superRefine(
    crossFieldRules as (values: unknown, ctx: z.RefinementCtx) => void,
    always,
  );

  return {
    type,
    route: config.route,
    className: config.className,
    payloadKey: type,
    camelName: snakeToCamel(type),
    camelPlural: snakeToCamel(config.route),
    name: config.name,
    pluralName: config.pluralName,
    labelKey: activityLabelKeys.typeName(type),
    pluralLabelKey: activityLabelKeys.typePlural(type),
    group: config.group,
    section: config.group === 'pre_finished' ? 'pre_finisheds' : 'finisheds',
    order: config.order,
    fields,
    formFields,
    columns,
    card: {
      fields: cardNames.map((name) => ({ name, labelKey: labelKeyOf(name), ...describe(name) })),
      operatorFields: config.operatorCardShowsDueDate === false ? ['start_time'] : ['start_time', 'due_date'],
    },
    ruleFields: ruleNames.map((field) => ({
      field,
      label: (fields[field] ?? commonFields[field as keyof typeof commonFields])?.label ?? field,
    })),
    quantity: computeQuantity ? { computed: true, from: quantitySources, compute: computeQuantity } : { computed: false },
    estimateQuantityField: config.estimateQuantityField ?? 'quantity',
    estimateUnit: config.estimateUnit ?? 'unidad',
    machineRequired,
    finishedUpdatableWhenThird: config.finishedUpdatableWhenThird ?? true,
    defaults: { value: config.defaults?.value === undefined ? 0 : config.defaults.value, status: config.defaults?.status ?? null },
    operatorObservationRequired: config.operatorObservationRequired ?? true,
    thirdPartyUnitValue: config.thirdPartyUnitValue ?? false,
    addsInk: config.addsInk ?? false,
    schema,
    typedSchema,
    labelKeyOf,
  };
}

/**
 * The spec's usual column order (part 2 §2): id, the type's own columns, quantity, quantity
 * produced, observation (not on heat_stamped), due date, status, estimated time, time spent,
 * labour value.
 */
export function standardColumns<const C extends string>(own: readonly C[], options: { observation?: boolean } = {}) {
  const tail: CommonColumnName[] = ['due_date', 'status', 'total_estimated_production_time', 'time_spent', 'value'];
  return [
    'id',
    ...own,
    'quantity',
    'quantity_produced',
    ...(options.observation === false ? [] : (['observation'] as const)),
    ...tail,
  ] as readonly (C | CommonColumnName)[];
}
