import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrencyToCents } from '@tintero/domain';
import type { QuoteOption } from '../types';

const percent = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} aria-label={label} data-figure>
        {value}
      </Text>
    </Stack>
  );
}

/** An option's costs as the server computed them: labour, machinery, supplies, third party, total, price, unit price, margin. */
export function OptionCosts({ option }: { option: QuoteOption }) {
  const { t } = useTranslation();
  const margin =
    option.margin_percent === null
      ? formatCurrencyToCents(option.margin)
      : `${formatCurrencyToCents(option.margin)} (${t('quote.marginPercent', { percent: percent.format(option.margin_percent) })})`;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      verticalSpacing="xs"
      aria-label={t('quote.titles.costs')}
      role="group"
      data-option-costs={option.id}
    >
      <Figure label={t('quote.fields.labour_cost')} value={formatCurrencyToCents(option.labour_cost)} />
      <Figure label={t('quote.fields.machinery_cost')} value={formatCurrencyToCents(option.machinery_cost)} />
      <Figure label={t('quote.fields.supplies_cost')} value={formatCurrencyToCents(option.supplies_cost)} />
      <Figure label={t('quote.fields.third_party_cost')} value={formatCurrencyToCents(option.third_party_cost)} />
      <Figure label={t('quote.fields.cost_total')} value={formatCurrencyToCents(option.cost_total)} strong />
      <Figure label={t('quote.fields.option_price')} value={formatCurrencyToCents(option.price)} strong />
      <Figure label={t('quote.fields.unit_price')} value={formatCurrencyToCents(option.unit_price)} strong />
      <Figure label={t('quote.fields.margin')} value={margin} />
    </SimpleGrid>
  );
}
