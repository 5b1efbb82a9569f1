import { Stack } from '@mantine/core';
import type { ProductionOrderSectionDefinition, ProductionOrderSectionProps } from '../../../lib/production-order-extensions';
import { ExtensionContent } from './lazy-extension';

/** The detail view's blocks below the summary, in the app layer's order, each loaded lazily. */
export function ProductionOrderSections({
  sections,
  ...props
}: { sections: readonly ProductionOrderSectionDefinition[] } & ProductionOrderSectionProps) {
  if (sections.length === 0) return null;
  return (
    <Stack gap="md">
      {sections.map((section) => (
        <ExtensionContent key={section.value} definition={section} props={props} />
      ))}
    </Stack>
  );
}
