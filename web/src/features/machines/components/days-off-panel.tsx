import { useState } from 'react';
import { ActionIcon, Button, Group, List, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DaysOffResponse } from '@tintero/domain';
import { alerts } from '../../../lib/alerts-store';
import { api, errorMessage, isApiError } from '../../../lib/api-client';

const daysOffKey = ['days_off'] as const;

/**
 * The workshop's days off (issue 25): Colombia's public holidays of the year (the server's
 * date-holidays) and the workshop's own, which administrators add and remove. Planning skips both.
 */
export function DaysOffPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [day, setDay] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const daysOff = useQuery({
    queryKey: [...daysOffKey, year],
    queryFn: ({ signal }) => api.get<DaysOffResponse>('/days_off', { signal, query: { year } }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: daysOffKey });
  const add = useMutation({
    mutationFn: () => api.post('/days_off', { day_off: { day, description } }),
    onSuccess: () => {
      alerts.success(t('planning.daysOff.added'));
      setDay('');
      setDescription('');
      setErrors({});
    },
    onError: (error) => {
      if (isApiError(error) && error.body?.errors) setErrors(error.body.errors);
      else alerts.danger(errorMessage(error, t('planning.daysOff.failed')));
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/days_off/${id}`),
    onSuccess: () => alerts.success(t('planning.daysOff.removed')),
    onError: (error) => alerts.danger(errorMessage(error, t('planning.daysOff.failed'))),
    onSettled: refresh,
  });
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map(String);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('planning.daysOff.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('planning.daysOff.title')}
          </Title>
          <Select
            label={t('planning.daysOff.year')}
            data={years}
            value={String(year)}
            allowDeselect={false}
            w={120}
            onChange={(value) => value && setYear(Number(value))}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap="xs">
            <Text fw={600}>{t('planning.daysOff.holidays')}</Text>
            <List size="sm" aria-label={t('planning.daysOff.holidays')}>
              {(daysOff.data?.holidays ?? []).map((holiday) => (
                <List.Item key={holiday.date}>
                  {holiday.date} · {holiday.name}
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="xs">
            <Text fw={600}>{t('planning.daysOff.workshop')}</Text>
            {daysOff.data && daysOff.data.workshop.length === 0 ? <Text size="sm">{t('planning.daysOff.empty')}</Text> : null}
            <List size="sm" aria-label={t('planning.daysOff.workshop')}>
              {(daysOff.data?.workshop ?? []).map((own) => (
                <List.Item key={own.id}>
                  <Group gap="xs">
                    <span>
                      {own.day} · {own.description}
                    </span>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('planning.daysOff.remove')} ${own.day}`}
                      loading={remove.isPending && remove.variables === own.id}
                      onClick={() => remove.mutate(own.id)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </List.Item>
              ))}
            </List>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                add.mutate();
              }}
            >
              <Group align="flex-end" gap="xs">
                <TextInput
                  type="date"
                  label={t('planning.daysOff.fields.day')}
                  required
                  value={day}
                  error={errors.day?.[0]}
                  onChange={(event) => setDay(event.currentTarget.value)}
                />
                <TextInput
                  label={t('planning.daysOff.fields.description')}
                  required
                  maxLength={120}
                  value={description}
                  error={errors.description?.[0]}
                  onChange={(event) => setDescription(event.currentTarget.value)}
                />
                <Button type="submit" loading={add.isPending}>
                  {t('planning.daysOff.add')}
                </Button>
              </Group>
            </form>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
