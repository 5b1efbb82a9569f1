import { useEffect, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatStockQuantity } from '@tintero/domain';
import { api } from '../lib/api-client';

/** Spec part 2 §5, §9: the autocomplete waits 400 ms after typing. */
export const SUPPLY_SEARCH_DEBOUNCE_MS = 400;

/** A supply as `GET /v1/supplies/search` answers it (operators may call it too: no money). */
export interface SupplySearchResult {
  id: number;
  name: string;
  /** The stock (`GET /v1/supplies/search`); a quote's choices carry the average unit value instead. */
  quantity?: number;
  unit_value?: number;
  unit_of_measurement: string;
}

/** What the field holds: at least the supply's id and name (a saved record has no more). */
export interface SupplyChoice {
  id: number;
  name: string;
  quantity?: number;
  unit_of_measurement?: string;
}

/** Query key of a search; under `supplies`, so whatever refreshes supplies refreshes it too. */
export const supplySearchKey = (filter: string) => ['supplies', 'search', filter] as const;

export interface SupplyAutocompleteProps {
  label: ReactNode;
  value: SupplyChoice | null | undefined;
  onChange: (supply: SupplyChoice | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /**
   * Where supplies are searched: the stock (`/supplies/search`, with quantities), or what a quote may
   * plan (`/quotes/supplies`, with the average unit value and no stock: sellers, DESIGN §12.1).
   */
  source?: 'stock' | 'quote';
}

/**
 * Picks an enabled supply by name (spec part 2 §5): searches `GET /v1/supplies/search` with the
 * trimmed text 400 ms after the last keystroke, says so while it searches, says when nothing
 * matches (or the search failed), and has a clear button. Typing over a chosen supply drops the
 * choice, so the form never holds a name that is not the supply it sends. At the keyboard, the
 * first result is highlighted, Enter picks (it never submits the form while the list is open or a
 * search is on its way) and Tab goes on to the next field, past the clear button.
 */
export function SupplyAutocomplete({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  placeholder,
  required,
  disabled,
  readOnly,
  name,
  ref,
  source = 'stock',
}: SupplyAutocompleteProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.name ?? '');
  // True once the person types: a chosen (or loaded) supply's name is not a search.
  const [typing, setTyping] = useState(false);

  // Follow outside changes (a form reset, a saved record) unless they are this field's own.
  const [seen, setSeen] = useState(value ?? null);
  if ((seen?.id ?? null) !== (value?.id ?? null)) {
    setSeen(value ?? null);
    if (value) {
      setText(value.name);
      setTyping(false);
    } else if (!typing) {
      setText('');
    }
  }

  const trimmed = text.trim();
  const [debounced] = useDebouncedValue(trimmed, SUPPLY_SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: source === 'quote' ? [...supplySearchKey(debounced), 'quote'] : supplySearchKey(debounced),
    queryFn: ({ signal }) =>
      source === 'quote'
        ? api.get<SupplySearchResult[]>('/quotes/supplies', { query: { search: debounced }, signal })
        : api.get<SupplySearchResult[]>('/supplies/search', { query: { filter: debounced }, signal }),
    enabled: typing && debounced !== '',
    staleTime: 10_000,
  });

  const waiting = typing && trimmed !== '' && (trimmed !== debounced || search.isFetching);
  const results = typing && trimmed !== '' && trimmed === debounced ? (search.data ?? []) : [];
  const locked = disabled || readOnly;
  const clearable = text !== '' && !locked;

  const choose = (id: string) => {
    const supply = results.find((result) => String(result.id) === id);
    if (!supply) return;
    setText(supply.name);
    setTyping(false);
    setSeen(supply);
    onChange(supply);
    combobox.closeDropdown();
  };

  const type = (next: string) => {
    setText(next);
    setTyping(true);
    if (value) {
      setSeen(null);
      onChange(null);
    }
    if (next.trim() === '') combobox.closeDropdown();
    else combobox.openDropdown();
  };

  const clear = () => {
    setText('');
    setTyping(false);
    setSeen(null);
    onChange(null);
    combobox.closeDropdown();
  };

  let status: ReactNode = null;
  if (waiting) status = t('supplyAutocomplete.searching');
  else if (search.isError) status = t('supplyAutocomplete.error');
  else if (results.length === 0 && search.isSuccess) status = t('supplyAutocomplete.noMatches');

  const showDropdown = typing && trimmed !== '' && (status !== null || results.length > 0);

  // The first result is highlighted as soon as the results arrive, so Enter picks it.
  const firstResult = results[0]?.id;
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (firstResult !== undefined) selectFirstOption();
  }, [firstResult, selectFirstOption]);

  /** Enter inside the picker picks (Mantine's combobox handles that); it is never the form's submit. */
  const keepEnterInPicker = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && (combobox.dropdownOpened || waiting)) event.preventDefault();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false} readOnly={locked} hideDetached={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={ref}
          name={name}
          label={label}
          description={description}
          placeholder={placeholder ?? t('supplyAutocomplete.placeholder')}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          error={error}
          autoComplete="off"
          value={text}
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={keepEnterInPicker}
          onFocus={() => {
            if (typing && trimmed !== '') combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          rightSection={
            waiting || clearable ? (
              <Group gap={4} wrap="nowrap">
                {waiting ? <Loader size="xs" aria-hidden /> : null}
                {clearable ? (
                  <CloseButton
                    size="sm"
                    // Reached by mouse; from the keyboard, typing over the name clears it.
                    tabIndex={-1}
                    aria-label={t('supplyAutocomplete.clear')}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={clear}
                  />
                ) : null}
              </Group>
            ) : null
          }
          rightSectionWidth={waiting && clearable ? 56 : undefined}
          rightSectionPointerEvents="all"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options aria-label={t('supplyAutocomplete.options')}>
          {results.map((supply) => (
            <Combobox.Option value={String(supply.id)} key={supply.id}>
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <span>{supply.name}</span>
                <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {supply.quantity === undefined
                    ? `${formatCurrency(supply.unit_value ?? 0)} / ${supply.unit_of_measurement}`
                    : `${formatStockQuantity(supply.quantity)} ${supply.unit_of_measurement}`}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {status !== null ? <Combobox.Empty role="status">{status}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
