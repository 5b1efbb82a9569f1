import { useLocalStorage } from '@mantine/hooks';
import { useSession } from './session';

/** Where a person's choice of hidden columns for one table is kept: per user, per table. */
export const columnChoiceKey = (userId: number | undefined, table: string) => `tintero.columns.${userId ?? 'anon'}.${table}`;

/**
 * The columns a person hid in one table (by accessor), remembered in this browser for them and that
 * table, and the same in every tab at once (Mantine's useLocalStorage listens to the storage event).
 */
export function useHiddenColumns(table: string | undefined) {
  const session = useSession();
  const [hidden, setHidden] = useLocalStorage<string[]>({
    key: columnChoiceKey(session?.claims.id, table ?? '-'),
    defaultValue: [],
    getInitialValueInEffect: false,
    // A value someone edited by hand that is not a list of names counts as no choice.
    deserialize: (value) => {
      try {
        const parsed: unknown = value === undefined ? [] : JSON.parse(value);
        return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
      } catch {
        return [];
      }
    },
  });
  return [table ? hidden : [], setHidden] as const;
}
