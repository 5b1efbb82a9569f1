import { Text } from '@mantine/core';
import { timeOverrunColor } from '@tintero/domain';
import { useAbout } from '../lib/about';
import { formatMinutes } from './activity-display';

/** The darkest shades, text at least 4.5:1 on white and on the cards' gray.0 (yellow text never is: a dark amber). */
const TIME_COLORS = { blue: 'blue.9', yellow: '#8f5200', red: 'red.9' } as const;

/**
 * Time spent (minutes, shown HH:MM:SS) coloured against the estimate (seconds): blue within it,
 * yellow up to the server's TIME_OVERRUN_TOLERANCE_SECONDS over, red beyond. Until the tolerance
 * is known the time shows uncoloured.
 */
export function TimeSpent({
  estimatedSeconds,
  minutes,
}: {
  estimatedSeconds: number | null | undefined;
  minutes: number | null | undefined;
}) {
  const tolerance = useAbout().data?.time_overrun_tolerance_seconds;
  const color = tolerance === undefined ? undefined : timeOverrunColor(estimatedSeconds, minutes, tolerance);
  return (
    <Text span inherit c={color && TIME_COLORS[color]} data-time-color={color}>
      {formatMinutes(minutes)}
    </Text>
  );
}
