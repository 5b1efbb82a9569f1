import { Button, Stack } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useCreateRule } from './api';
import { RuleForm } from './components/rule-form';

/** NewTimeEstimationRule (/settings/time_estimation_rules/new): once registered, its edit screen opens. */
export function NewTimeEstimationRulePage() {
  const { t } = useTranslation();
  const create = useCreateRule();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeader title={t('timeEstimationRule.titles.new')} />
      <RuleForm
        onSave={(data) => create.mutateAsync(data)}
        onSaved={(rule) => navigate(paths.timeEstimationRules.edit(rule.id))}
        actions={
          <Button component={Link} to={paths.timeEstimationRules.list} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('timeEstimationRule.actions.backToList')}
          </Button>
        }
      />
    </Stack>
  );
}
