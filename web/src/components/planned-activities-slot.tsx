import { createContext, useContext, type ReactNode } from 'react';

/** A quote option's planned activity as the quote answers it: common fields and its type's, flat. */
export type PlannedActivityRecord = {
  id: number;
  activity_type: string;
  activity_type_name: string;
  quantity: number | null;
  machine: string | null;
  was_made_by_third: boolean;
  total_estimated_production_time: number;
  time_before_production: number;
  estimated_production_time: number;
  time_estimation_rule: { id: number; name: string; time_before_production: number; estimated_production_time: number } | null;
  labour_cost: number;
  machinery_cost: number;
  value: number | null;
} & Record<string, unknown>;

export interface PlannedActivitiesProps {
  activities: readonly PlannedActivityRecord[];
  editable: boolean;
  /** Creates (`id` null) or updates a planned activity; resolves once the option is answered. */
  save: (id: number | null, data: Record<string, unknown>) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/**
 * Through this the app layer hands the activities feature's editor (the registry's forms, the rules'
 * estimate) to the quote's screen: features never import each other.
 */
export type PlannedActivitiesEditor = (props: PlannedActivitiesProps) => ReactNode;

export const PlannedActivitiesContext = createContext<PlannedActivitiesEditor | null>(null);

export const usePlannedActivitiesEditor = () => useContext(PlannedActivitiesContext);
