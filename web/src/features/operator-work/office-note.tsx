import { Alert } from '@mantine/core';
import { IconMessageExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What the office wrote on the activity for whoever works it ("Ajustar logo del cliente"): on the
 * operator's card and on the running panel, in sight without opening anything (issue 22).
 */
export function OfficeNote({ text, size = 'md' }: { text: string | null; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  if (!text?.trim()) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('work.card.officeNote')}
      icon={<IconMessageExclamation aria-hidden />}
      styles={{
        // Yellow on yellow reads poorly in a bright workshop (Lighthouse: contrast below 4.5:1): the words in the text colour.
        title: { color: 'var(--mantine-color-text)' },
        message: { fontSize: `var(--mantine-font-size-${size})`, whiteSpace: 'pre-wrap' },
      }}
      role="note"
      aria-label={t('work.card.officeNote')}
    >
      {text}
    </Alert>
  );
}
