import { useCallback, useState } from 'react';
import { StaleIntervalsNotice } from '../features/operator-work/stale-intervals';
import { HomePage } from '../features/home/home-page';
// Light: the charts it draws are a chunk of their own that only administrators' Home loads.
import { InsightsSection } from '../features/insights/insights-section';
import { OrdersAtRisk } from '../features/planning/orders-at-risk';
import { AcceptedQuotesQueue } from '../features/quotes/accepted-quotes';
import { QuoteInsights } from '../features/quotes/quote-insights';
import { useSession } from '../lib/session';

/**
 * Home, with what administrators must see every day: intervals left open too long (the activities
 * feature's notice), the orders the plan sees late (planning), accepted quotes waiting for their
 * order (the quotes feature) and the numbers of the month (the insights feature).
 */
export function HomeRoute() {
  const session = useSession();
  // The illustration comes once the figures above it are drawn: shown at once, it would be pushed
  // down (or pulled up) by their arrival, whatever room were kept for figures of unknown height
  // (issue 14: Home's layout shift was 0.37).
  const [figuresShown, setFiguresShown] = useState(false);
  const showFigures = useCallback(() => setFiguresShown(true), []);
  if (session?.claims.role !== 'administrator') return <HomePage />;
  return (
    <HomePage illustration={figuresShown}>
      <StaleIntervalsNotice />
      <OrdersAtRisk />
      <AcceptedQuotesQueue />
      <InsightsSection onShown={showFigures} />
      <QuoteInsights />
    </HomePage>
  );
}
