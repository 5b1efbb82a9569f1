import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KardexSourceType } from '@tintero/domain';

const colors: Record<KardexSourceType, string> = {
  Supply: 'gray',
  PurchaseDetail: 'green',
  Leftover: 'teal',
  InventaryDetail: 'violet',
  SupplyUsed: 'orange',
};

/** What produced a kardex entry, as a coloured badge (spec part 2 §2: source badge). */
export function KardexSourceBadge({ source }: { source: KardexSourceType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[source] ?? 'gray'} data-source={source} style={{ whiteSpace: 'nowrap' }}>
      {t(`kardex.sources.${source}`, { defaultValue: source })}
    </Badge>
  );
}
