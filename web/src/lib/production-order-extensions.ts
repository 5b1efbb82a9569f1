import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ShortProductionOrderResponse } from '@tintero/domain';

/**
 * The contract between the production-order screens and the features that plug into them
 * (supplies used, leftovers, external services, activities). The production-orders feature hosts
 * the edit screen's tab bar, the detail view's sections and the print view's tables; the lists of
 * what goes in them live in the app layer (app/production-order-tabs.ts,
 * app/production-order-detail-sections.ts, app/production-order-print-tables.ts), because features
 * do not import each other. This file holds only types (and `linkTargetOf`), so any feature may import it.
 */

/** What every plugged-in piece knows of its order: the fields operators may see too (its short view). */
export type ProductionOrderBasics = ShortProductionOrderResponse;

/**
 * The activity a link asked the order's screens to show (`?type=…&activity=…`: where a job ticket's
 * URL leads an administrator): the host reads it from the URL, the activities' tabs and sections
 * open its type and mark it.
 */
export interface ProductionOrderLinkTarget {
  /** An activity type (`die_cut`): its sub-tab opens first. */
  type: string | null;
  activityId: number | null;
}

/** `?type=` and `?activity=` of the order screens' URL. */
export function linkTargetOf(params: URLSearchParams): ProductionOrderLinkTarget {
  return { type: params.get('type'), activityId: Number(params.get('activity')) || null };
}

export interface ProductionOrderTabProps {
  order: ProductionOrderBasics;
  /** What a link asked to show (a job ticket's activity); none when opened otherwise. */
  target?: ProductionOrderLinkTarget;
  /** finished or cancelled: nothing under the order may be written (the server answers 409). */
  closed: boolean;
  /** Reloads the order (its costs and times) after a change that moves them. */
  refreshOrder: () => Promise<void>;
}

/** One tab of the edit screen (/production_orders/{id}/edit). */
export interface ProductionOrderTabDefinition {
  /** Unique; also the `?tab=` value of the URL. */
  value: string;
  /** i18n key of the tab's label. */
  labelKey: string;
  /** The tab's content, fetched the first time the tab opens and kept mounted afterwards. */
  load: () => Promise<ComponentType<ProductionOrderTabProps>>;
  /** Fetch the tab's code with the screen (it is still drawn only when first opened, issue 14). */
  loadsAtOnce?: boolean;
  /**
   * Asks for the tab's data as the edit screen opens, into the query cache its content reads
   * (spec part 2 §2: the supplies used "load at once"), so the tab opens with it.
   */
  prefetch?: (client: QueryClient, orderId: number) => Promise<void>;
}

export interface ProductionOrderSectionProps {
  order: ProductionOrderBasics;
  /** What a link asked to show (a job ticket's activity); none when opened otherwise. */
  target?: ProductionOrderLinkTarget;
}

/**
 * One block of the detail view (/production_orders/{id}) below the summary, in list order. The
 * component renders its own heading (a collapsible one when it wants), and renders nothing when it
 * has no records, so an empty section does not show.
 */
export interface ProductionOrderSectionDefinition {
  value: string;
  load: () => Promise<ComponentType<ProductionOrderSectionProps>>;
}

export interface ProductionOrderPrintTableProps<T = unknown> {
  order: ProductionOrderBasics;
  /** What `fetch` returned (undefined for an entry without `fetch`, such as a heading). */
  data: T;
}

/**
 * One table of the print view (/production_orders/{id}/print), in list order. The view runs every
 * `fetch` and `load` at once and prints 100 ms after all of them have settled (spec part 1 §2).
 * `fetch` resolving `null` (nothing to print, such as a type with no entries) or answering 404
 * leaves the table out silently; any other failure is logged and leaves it out.
 * An entry without `fetch` is a heading of the tables after it: it prints only when one of them
 * (up to the next heading) does.
 */
export interface ProductionOrderPrintTableDefinition<T = unknown> {
  value: string;
  fetch?: (orderId: number, signal: AbortSignal) => Promise<T | null>;
  load: () => Promise<ComponentType<ProductionOrderPrintTableProps<T>>>;
}

/** Keeps `fetch` and the component's `data` of one entry in step, then erases the type for the list. */
export function definePrintTable<T>(definition: ProductionOrderPrintTableDefinition<T>): ProductionOrderPrintTableDefinition {
  return definition as unknown as ProductionOrderPrintTableDefinition;
}
