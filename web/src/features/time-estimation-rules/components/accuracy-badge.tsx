import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimeEstimationRuleListItem } from '@tintero/domain';

type Accuracy = TimeEstimationRuleListItem['accuracy'];

/** Within ±10 % the rule estimates well; within ±25 % it is rough; beyond, it misleads. */
export const GOOD_DEVIATION = 0.1;
export const ROUGH_DEVIATION = 0.25;

export function accuracyColor(deviation: number): 'green' | 'yellow' | 'red' {
  const size = Math.abs(deviation);
  if (size <= GOOD_DEVIATION) return 'green';
  if (size <= ROUGH_DEVIATION) return 'yellow';
  return 'red';
}

/** 0.25 → "+25 %", -0.1 → "−10 %", 0 → "0 %" (the actual time against the estimate). */
export function formatDeviation(deviation: number): string {
  const percent = Math.round(deviation * 100);
  if (percent === 0) return '0 %';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`;
}

/**
 * How far the actual times of the activities a rule estimated fell from it (the median over its
 * finished ones), so a rule that is always wrong stands out in the list: green, yellow or red;
 * "Sin datos" before any has finished.
 */
export function AccuracyBadge({ accuracy }: { accuracy: Accuracy }) {
  const { t } = useTranslation();
  if (accuracy.median_deviation === null) {
    return (
      <Badge color="gray" variant="light" data-accuracy="none">
        {t('timeEstimationRule.accuracy.noData')}
      </Badge>
    );
  }
  const color = accuracyColor(accuracy.median_deviation);
  return (
    <Badge color={color} variant="light" data-accuracy={color} style={{ textTransform: 'none' }}>
      {t('timeEstimationRule.accuracy.value', {
        deviation: formatDeviation(accuracy.median_deviation),
        count: accuracy.finished_activities,
      })}
    </Badge>
  );
}
