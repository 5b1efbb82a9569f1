import { useState } from 'react';
import { Center, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorAlert } from '../../lib/screen-hooks';
import { useCurrentActivities } from './api';
import { ActivityDetailModal } from './activity-detail-modal';
import { MyActivityCard } from './my-activity-card';
import { workTitle } from '../../lib/activity-titles';
import { useWorkActions } from './use-work-actions';

/** Spec part 2 §9: the search waits 400 ms after typing, and searches the trimmed text. */
export const SEARCH_DELAY_MS = 400;

/**
 * "My activities" (spec part 2 §2 "Operator home"), when nothing runs: a search box (order id,
 * reference, activity name) and one card per activity the operator works on and has not finished;
 * a job ticket's activity (`focusActivityId`) highlighted and scrolled to.
 */
export function MyActivities({ userId, focusActivityId = null }: { userId: number; focusActivityId?: number | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const activities = useCurrentActivities(userId, debounced);
  const { start, finish, pending } = useWorkActions();
  const [detail, setDetail] = useState<{ activityUserId: number; type: string; title: string; observation: string | null } | null>(null);
  useErrorAlert(activities.error, t('activity.messages.error.querying'));

  const records = activities.data ?? [];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('work.mine.title')}
      </Title>
      <TextInput
        size="lg"
        type="search"
        label={t('work.mine.search')}
        placeholder={t('work.mine.searchHint')}
        leftSection={<IconSearch size={20} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={560}
      />
      {activities.isPending ? (
        <Center py="lg" role="status" aria-label={t('common.messages.loading')}>
          <Loader />
        </Center>
      ) : records.length === 0 ? (
        <Text c="dimmed" size="lg">
          {debounced ? t('work.mine.noMatches') : t('work.mine.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" aria-label={t('work.mine.title')} component="section">
          {records.map((activity) => {
            const title = workTitle(t, activity);
            const target = { activity_user_id: activity.activity_user_id, title };
            return (
              <MyActivityCard
                key={activity.activity_user_id}
                activity={activity}
                title={title}
                focused={activity.activity_id === focusActivityId}
                busy={pending}
                onStart={() => void start(target, activity.user_status !== 'pending')}
                onFinish={() => void finish(target)}
                onDetail={() =>
                  setDetail({
                    activityUserId: activity.activity_user_id,
                    type: activity.activity_type,
                    title,
                    observation: activity.observation,
                  })
                }
              />
            );
          })}
        </SimpleGrid>
      )}
      <ActivityDetailModal target={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}
