import { Button, Stack } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/spinner';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useDeleteRuleCondition, useRule, useUpdateRule } from './api';
import { RuleForm } from './components/rule-form';
import { AuditHistory } from '../../components/audit-history';

/** EditTimeEstimationRule (/settings/time_estimation_rules/{time_estimation_rule_id}): buttons update, new and list. */
export function EditTimeEstimationRulePage() {
  const { t } = useTranslation();
  // Checked to be an integer by the route loader.
  const id = Number(useParams().time_estimation_rule_id);
  const rule = useRule(id);
  const update = useUpdateRule();
  const deleteCondition = useDeleteRuleCondition(id);
  useErrorAlert(rule.error, t('timeEstimationRule.messages.error.queryingOne'));

  return (
    <Stack gap="md">
      <PageHeader title={t('timeEstimationRule.titles.edit')} />
      {rule.data ? (
        <RuleForm
          rule={rule.data}
          onSave={(data) => update.mutateAsync({ id, data })}
          onDeleteCondition={(conditionId) => deleteCondition.mutateAsync(conditionId)}
          actions={
            <>
              <Button
                component={Link}
                to={paths.timeEstimationRules.list}
                variant="default"
                leftSection={<IconList size={18} aria-hidden />}
              >
                {t('timeEstimationRule.actions.backToList')}
              </Button>
              <Button
                component={Link}
                to={paths.timeEstimationRules.new}
                variant="default"
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t('timeEstimationRule.actions.new')}
              </Button>
            </>
          }
        />
      ) : rule.isPending ? (
        <PageSpinner />
      ) : null}
      <AuditHistory recordType="time_estimation_rules" recordId={id} />
    </Stack>
  );
}
