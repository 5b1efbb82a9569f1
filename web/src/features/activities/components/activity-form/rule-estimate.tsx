import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconClockCog } from '@tabler/icons-react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bestMatchingRule, ruleFieldValues, type TimeEstimationRuleResponse } from '@tintero/domain';
import { useSession } from '../../../../lib/session';
import { useRuleActuals, useRulesOfActivity } from '../../rules-api';
import type { ActivityRecord, Definition } from '../../types';
import type { ActivityFormValues } from './values';

/** A row of its own in the form's grid. */
const WIDE = { gridColumn: '1 / -1' } as const;

/** The times a rule gives; a new activity starts with them at zero (the registry's defaults). */
const RULE_TIMES = ['time_before_production', 'estimated_production_time'] as const;
type RuleTimes = Partial<Record<(typeof RULE_TIMES)[number], unknown>>;
const timesOf = (source: RuleTimes): RuleTimes => ({
  time_before_production: source.time_before_production,
  estimated_production_time: source.estimated_production_time,
});
const sameTimes = (a: RuleTimes, b: RuleTimes) => RULE_TIMES.every((name) => a[name] === b[name]);

const minutesFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
/** Seconds per unit as minutes per unit: 30 → "0,5". */
const minutesPerUnit = (seconds: number) => minutesFormat.format(seconds / 60);

export interface RuleEstimateOptions {
  definition: Definition;
  /** The activity being edited; null for a new one. */
  record: ActivityRecord | null;
  /** The form's starting values, to tell when a field a rule tests has changed. */
  initial: ActivityFormValues;
  /** The form's current values. */
  values: ActivityFormValues;
  setValue: UseFormSetValue<ActivityFormValues>;
  getValues: UseFormGetValues<ActivityFormValues>;
  /** A quote's planned activity: never started, and its seller reads the rules too. */
  planned?: boolean;
}

/**
 * Fills the activity's times from the best matching time-estimation rule (spec part 2 §4, DESIGN
 * §7.7) while its status is empty or pending. Called by the form after `useEditForm`, so its fill
 * runs after the form has set its starting values.
 *
 * When it fills: a new activity takes the matching rule's times at once, and again whenever a
 * field a rule tests changes. An existing activity keeps the times it was saved with until one of
 * those fields changes: opening it must not silently replace a time someone typed by hand (the
 * form says that the rule's times differ and offers to use them). A time typed after a fill is
 * kept until a rule field changes again.
 *
 * When a change leaves no rule matching, times a rule filled (or the saved ones, when the server
 * says a rule gave them) and no one has typed over since go back to zero, and the form says so:
 * a rule's times never stay behind as if they were still its. Times typed by hand stay.
 */
export function useRuleEstimate({ definition, record, initial, values, setValue, getValues, planned = false }: RuleEstimateOptions) {
  const session = useSession();
  const status = record ? record.status : definition.defaults.status;
  const role = session?.claims.role;
  // Rules are the administrators' (and, for a quote, its seller's); started work keeps its estimate.
  const follows = planned
    ? role === 'administrator' || role === 'seller'
    : (status === null || status === 'pending') && role === 'administrator';
  const rules = useRulesOfActivity(definition.type, { enabled: follows });

  const tested = JSON.stringify(ruleFieldValues(definition, values));
  const testedAtStart = useMemo(() => JSON.stringify(ruleFieldValues(definition, initial)), [definition, initial]);
  const match = follows && rules.data ? bestMatchingRule(rules.data, definition.type, values) : undefined;
  const applied = match !== undefined && sameTimes(timesOf(values), match);
  // The times the last rule put in the fields (the saved ones, when the server says a rule gave them).
  const [ruleTimes, setRuleTimes] = useState<RuleTimes | null>(() => (record?.time_estimation_rule_id != null ? timesOf(initial) : null));
  if (applied && !sameTimes(ruleTimes ?? {}, match)) setRuleTimes(timesOf(match));
  const [ruleFieldChanged, setRuleFieldChanged] = useState(false);
  if (!ruleFieldChanged && tested !== testedAtStart) setRuleFieldChanged(true);
  const fills = record === null || ruleFieldChanged;

  const takeTimesOf = useCallback(
    (rule: TimeEstimationRuleResponse) => {
      for (const name of RULE_TIMES) {
        // Only when they differ, marked dirty so the save sends them.
        if (getValues(name) !== rule[name]) setValue(name, rule[name], { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );

  // Runs when what the rules test changes (or the rule that matches), never on a time typed by hand.
  const rulesRead = rules.isSuccess;
  useEffect(() => {
    if (!fills || !rulesRead) return;
    if (match) {
      takeTimesOf(match);
    } else if (ruleTimes && sameTimes(timesOf(getValues()), ruleTimes)) {
      for (const name of RULE_TIMES) setValue(name, 0, { shouldDirty: true });
    }
  }, [fills, rulesRead, match, tested, takeTimesOf, ruleTimes, getValues, setValue]);
  // Said while the fields hold the zeros that replaced a rule's times.
  const cleared = !match && ruleTimes !== null && RULE_TIMES.every((name) => values[name] === 0);
  // What finished activities took is the administrators' to read.
  const actuals = role === 'administrator';
  return { follows, loading: rules.isPending, failed: rules.isError, match, applied, cleared, takeTimesOf, actuals };
}

export type RuleEstimateState = ReturnType<typeof useRuleEstimate>;

/**
 * Under the time fields: which rule gave them ("Ninguna regla coincide." when none; nothing while
 * the rules load or once the work has started) and, beside the rule's per-unit estimate, what the
 * finished activities it estimated actually took.
 */
export function RuleEstimate({ estimate }: { estimate: RuleEstimateState }) {
  const { t } = useTranslation();
  const { follows, loading, failed, match, applied, cleared, takeTimesOf, actuals } = estimate;
  if (!follows || loading) return null;
  if (failed) {
    return (
      <Text size="sm" c="dimmed" style={WIDE} data-rule-estimate="failed">
        {t('ruleEstimate.failed')}
      </Text>
    );
  }
  if (!match) {
    return (
      <Text size="sm" c={cleared ? 'orange.9' : 'dimmed'} style={WIDE} data-rule-estimate="none" role={cleared ? 'status' : undefined}>
        {t(cleared ? 'ruleEstimate.noneCleared' : 'ruleEstimate.none')}
      </Text>
    );
  }
  return (
    <Stack gap={4} style={WIDE} data-rule-estimate={match.id}>
      <Text size="sm" fw={500}>
        <IconClockCog size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
        {t(applied ? 'ruleEstimate.matched' : 'ruleEstimate.matchedNotApplied', { name: match.name, id: match.id })}
      </Text>
      {applied ? null : (
        <div>
          <Button variant="light" size="sm" onClick={() => takeTimesOf(match)}>
            {t('ruleEstimate.apply')}
          </Button>
        </div>
      )}
      {actuals ? <RuleActuals rule={match} /> : null}
    </Stack>
  );
}

/** The rule's own per-unit estimate next to the median of what its finished activities took. */
function RuleActuals({ rule }: { rule: TimeEstimationRuleResponse }) {
  const { t } = useTranslation();
  const actuals = useRuleActuals(rule.id);
  const actual = actuals.data;
  return (
    <Text size="sm" c="dimmed" data-rule-actuals={rule.id}>
      {t('ruleEstimate.rulePerUnit', { minutes: minutesPerUnit(rule.estimated_production_time) })}{' '}
      {actuals.isError
        ? t('ruleEstimate.actualsFailed')
        : !actual
          ? null
          : actual.activities > 0 && actual.median_minutes_per_unit !== null
            ? t('ruleEstimate.actuals', { minutes: minutesFormat.format(actual.median_minutes_per_unit), count: actual.activities })
            : t('ruleEstimate.noActuals')}
    </Text>
  );
}
