import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { PagedList } from '../lib/paged-list';

export interface ListSearchProps {
  label: string;
  /** The longest text the list's search column holds (the schema's limit). */
  maxLength: number;
  /** `usePagedList`'s `searchInput`. */
  input: PagedList['searchInput'];
}

/** The "Buscar" box over a server-paged list (its text in the URL, searched once typing stops). */
export function ListSearch({ label, maxLength, input }: ListSearchProps) {
  return (
    <Group justify="flex-end">
      <TextInput
        label={label}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={input.value}
        onChange={input.onChange}
        w={{ base: '100%', sm: 320 }}
        type="search"
        maxLength={maxLength}
      />
    </Group>
  );
}
