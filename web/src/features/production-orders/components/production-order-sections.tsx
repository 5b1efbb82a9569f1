import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  linkTargetOf,
  type ProductionOrderSectionDefinition,
  type ProductionOrderSectionProps,
} from '../../../lib/production-order-extensions';
import { ExtensionContent } from './lazy-extension';

/**
 * The detail view's blocks below the summary, in the app layer's order, each loaded lazily; the
 * URL's `?activity=` is handed to them as `target`.
 */
export function ProductionOrderSections({
  sections,
  ...props
}: { sections: readonly ProductionOrderSectionDefinition[] } & ProductionOrderSectionProps) {
  const [params] = useSearchParams();
  const target = useMemo(() => linkTargetOf(params), [params]);
  if (sections.length === 0) return null;
  return (
    <Stack gap="md">
      {sections.map((section) => (
        <ExtensionContent key={section.value} definition={section} props={{ ...props, target }} />
      ))}
    </Stack>
  );
}
