import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';

/**
 * Adding one planned supply or service: busy while the server answers, the fields cleared once it
 * took the item, its message under the fields when it refused.
 */
export function useAddPlannedItem<Data>(add: (data: Data) => Promise<unknown>, clear: () => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (data: Data) => {
    setSaving(true);
    try {
      await add(data);
      clear();
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, t('quote.messages.error.item')));
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving, error: error ?? undefined };
}

/** The add button at the end of a planned item's row of fields, level with them. */
export function AddPlannedItemButton({
  label,
  onClick,
  saving,
  ready,
}: {
  label: string;
  onClick: () => void;
  saving: boolean;
  ready: boolean;
}) {
  return (
    <Button
      mt={24}
      variant="light"
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={onClick}
      loading={saving}
      disabled={!ready}
      style={{ flexGrow: 0 }}
    >
      {label}
    </Button>
  );
}
