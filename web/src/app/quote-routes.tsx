import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PlannedActivitiesContext, type PlannedActivitiesProps } from '../components/planned-activities-slot';
import { patterns } from '../config/paths';
import { integerParamsLoader } from './guards';

/** A quote screen with the activities feature's planned-activity editor at hand (the app layer composes the two areas). */
const withPlannedActivities = (load: () => Promise<ComponentType>) => async () => {
  const [Screen, { PlannedActivities }] = await Promise.all([load(), import('../features/activities/planned-activities')]);
  const editor = (props: PlannedActivitiesProps) => <PlannedActivities {...props} />;
  return {
    Component: () => (
      <PlannedActivitiesContext.Provider value={editor}>
        <Screen />
      </PlannedActivitiesContext.Provider>
    ),
  };
};

/** The quotes screens (DESIGN §12.1), sellers' and administrators', each a lazy chunk. */
export const quoteRoutes: RouteObject[] = [
  { path: patterns.quotes.list, lazy: async () => ({ Component: (await import('../features/quotes/quotes-list-page')).QuotesListPage }) },
  { path: patterns.quotes.new, lazy: async () => ({ Component: (await import('../features/quotes/quote-page')).NewQuotePage }) },
  {
    path: patterns.quotes.show,
    loader: integerParamsLoader,
    lazy: withPlannedActivities(async () => (await import('../features/quotes/quote-page')).QuotePage),
  },
];

/** The client-facing print view: no layout chrome. */
export const quotePrintRoute: RouteObject = {
  path: patterns.quotes.print,
  loader: integerParamsLoader,
  // Outside the signed-in layout, so it brings the areas' texts itself (lib/i18n-areas.ts).
  lazy: async () => {
    const [{ QuotePrintPage }] = await Promise.all([import('../features/quotes/quote-print-page'), import('../lib/i18n-areas')]);
    return { Component: QuotePrintPage };
  },
};

/** The workshop's settings (administrators). */
export const workshopSettingsRoute: RouteObject = {
  path: patterns.workshopSettings,
  lazy: async () => ({ Component: (await import('../features/quotes/settings-page')).SettingsPage }),
};
