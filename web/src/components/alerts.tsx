import { useEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Alert, List, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconXboxX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alerts, useAlerts, type AlertKind } from '../lib/alerts-store';

const look: Record<AlertKind, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCircleCheck aria-hidden /> },
  danger: { color: 'red', icon: <IconXboxX aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle aria-hidden /> },
};

/**
 * The places alerts may show, latest last. Only the latest shows them: a dialog's region (a form
 * in a modal) takes over from the page's while it is open, so what a save says is never behind
 * the dialog.
 */
let regions: readonly symbol[] = [];
const regionListeners = new Set<() => void>();

function setRegions(next: readonly symbol[]) {
  regions = next;
  for (const listener of regionListeners) listener();
}

function subscribeRegions(listener: () => void) {
  regionListeners.add(listener);
  return () => {
    regionListeners.delete(listener);
  };
}

const latestRegion = () => regions.at(-1);

function useIsShowingRegion(): boolean {
  const [region] = useState(() => Symbol('alerts region'));
  useEffect(() => {
    setRegions([...regions, region]);
    return () => setRegions(regions.filter((other) => other !== region));
  }, [region]);
  return useSyncExternalStore(subscribeRegions, latestRegion, latestRegion) === region;
}

/** Where the alerts stay while their area scrolls, over which background. */
const placements = {
  // Below the app's top bar, over the page's background (styles.css).
  page: { top: 'var(--app-shell-header-offset, 0rem)', background: 'var(--mantine-color-gray-0)' },
  // Below a dialog's title bar, which stays at the top of the dialog as it scrolls.
  dialog: { top: 'calc(3.75rem * var(--mantine-scale))', background: 'var(--mantine-color-body)' },
  // A screen without the app's frame that does not scroll (sign-in, print view): in the flow, over its own background.
  plain: { position: 'static', background: 'transparent' },
} satisfies Record<string, CSSProperties>;

export interface AlertsProps {
  placement?: keyof typeof placements;
}

/**
 * The alerts at the top of the content (spec part 1 §2, §8). They stay in sight while the page
 * scrolls, so the result of a save made far down a long form is seen where the person is.
 */
export function Alerts({ placement = 'page' }: AlertsProps) {
  const items = useAlerts();
  const showing = useIsShowingRegion();
  const { t } = useTranslation();
  if (!showing || items.length === 0) return null;
  return (
    <Stack
      gap="xs"
      mb="md"
      aria-label={t('alerts.region')}
      component="section"
      data-alerts
      // Opaque behind the light alerts (and the gap above them), which float over the content once it scrolls.
      style={{
        position: 'sticky',
        zIndex: 90,
        ...placements[placement],
        marginTop: 'calc(-1 * var(--mantine-spacing-xs))',
        paddingTop: 'var(--mantine-spacing-xs)',
      }}
    >
      {items.map((item) => (
        <Alert
          key={item.id}
          color={look[item.kind].color}
          icon={look[item.kind].icon}
          variant="light"
          withCloseButton
          closeButtonLabel={t('alerts.close')}
          onClose={() => alerts.dismiss(item.id)}
          data-kind={item.kind}
        >
          {item.list ? (
            <List size="sm" withPadding>
              {item.messages.map((message, index) => (
                <List.Item key={index}>{message}</List.Item>
              ))}
            </List>
          ) : (
            item.messages[0]
          )}
        </Alert>
      ))}
    </Stack>
  );
}
