import { Text, type TextProps } from '@mantine/core';
import { formatDuration } from '@tintero/domain';
import { useServerNow } from '../lib/server-clock';

/** Seconds from `startTime` to the server's `now` (never below 0). */
export const elapsedSeconds = (startTime: string, now: number) => Math.max(0, Math.floor((now - Date.parse(startTime)) / 1000));

/**
 * A running interval's time, `HH:MM:SS`, ticking every second from the server's `start_time`
 * against the server's clock (lib/server-clock): a reload, a second tab or a tablet that slept
 * shows the same true time, whatever this device's clock says.
 */
export function ElapsedTime({ startTime, label, ...props }: TextProps & { startTime: string; label: string }) {
  const now = useServerNow();
  return (
    <Text role="timer" aria-label={label} ff="monospace" fw={700} {...props}>
      {formatDuration(elapsedSeconds(startTime, now))}
    </Text>
  );
}
